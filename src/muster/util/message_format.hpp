#pragma once
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace muster {

/// A message's named hole and the text it takes.
using MessageArgument = std::pair<std::string_view, std::string>;

/// Fills "{name}" holes of one whole message pattern ("The army has {count} {unit}"), so each
/// sentence stays a single translatable string; a hole without an argument is kept as written.
std::string fill_message(std::string_view pattern, std::initializer_list<MessageArgument> arguments);

/// "1 unit" / "3 units": a count with its noun, singular or plural.
std::string count_noun(long long count, std::string_view singular, std::string_view plural);

}  // namespace muster
