#pragma once
#include <string>
#include <vector>

#include "muster/text/message.hpp"

namespace muster {

/// Ids a player may have meant, each quoted the reader's way: "'a', 'b'" / "« a », « b »"
/// (for "did you mean …?"). `ids` is not empty.
MessageValue quoted_ids(const std::vector<std::string>& ids);

}  // namespace muster
