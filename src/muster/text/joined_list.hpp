#pragma once
#include <vector>

#include "muster/text/message.hpp"

namespace muster {

/// "a, b, c and d" as one placeholder value: `next` ("{list}, {next}") joins the items, `last`
/// ("{list} and {last}") joins the final pair. The clauses nest as a balanced tree, so a list
/// of 16,000 names is 14 clauses deep: rendering, writing and freeing it never recurse once
/// per item, and each name is copied a logarithmic number of times, not a linear one.
MessageValue joined_list(std::vector<MessageValue> items, const MessageText& next, const MessageText& last);

}  // namespace muster
