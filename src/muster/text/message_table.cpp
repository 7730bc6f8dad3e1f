#include "muster/text/message_table.hpp"

namespace muster {

MessageText message_in(std::span<const MessageText> table, std::string_view id) {
    for (const MessageText& text : table)
        if (id == text.id) return text;
    return MessageText{"message.unknown", "(a finding Muster has no words for)"};
}

}  // namespace muster
