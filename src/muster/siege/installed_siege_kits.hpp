#pragma once
#include <string>
#include <vector>

namespace muster {

/// The ids of the siege kits installed in any lists folder (<folder>/<id>/kit.xml), sorted, the
/// bundled Warmaster Medieval kit first: what a siege plan may be drawn up with.
std::vector<std::string> installed_siege_kits();

}  // namespace muster
