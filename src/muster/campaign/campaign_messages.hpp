#pragma once
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace muster {

/// Fills the named holes of a message ("the army '{army}' …"), so each message stays one
/// whole sentence, ready for a translation catalogue.
std::string fill(std::string_view message, std::initializer_list<std::pair<std::string_view, std::string_view>> holes);

}  // namespace muster
