#pragma once
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace muster {

/// A named hole of a message and the text that fills it.
using MessageHole = std::pair<std::string_view, std::string>;

/// A message's whole sentence with each {name} replaced by its hole's text; unknown names stay as written.
std::string fill_message(std::string_view format, std::initializer_list<MessageHole> holes);

}  // namespace muster
