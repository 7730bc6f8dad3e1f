-- Schema version 2: indexes for an army's history and the battles it fought, so large
-- campaigns open and list quickly.
CREATE INDEX roster_version_by_army ON roster_version (army_id, version);
CREATE INDEX battle_by_army_a ON battle (army_a);
CREATE INDEX battle_by_army_b ON battle (army_b);
