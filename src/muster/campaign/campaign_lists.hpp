#pragma once
#include <string>

namespace muster {

struct Faction;
class ListLibrary;

/// A campaign plays one game system, and the systems its data says play with it (<plays-with>):
/// an army of any other system's list is refused (an Error naming both systems), so a Hail Caesar
/// campaign takes no Warmaster army, from the window or the command line.
void check_list_fits_campaign(const std::string& campaign_system, const Faction& faction, const ListLibrary& lists);

/// Whether an army list belongs to the campaign's game system or to one that plays with it.
bool list_fits_campaign(const std::string& campaign_system, const Faction& faction, const ListLibrary& lists);

}  // namespace muster
