#pragma once
#include <string_view>

namespace muster {

/// How deeply a JSON text nests (brackets outside strings), found without parsing it, so that a
/// hostile file is refused before a parser recurses into it.
int json_nesting_depth(std::string_view text);

}  // namespace muster
