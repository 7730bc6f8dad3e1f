#include "muster/campaign/campaign_messages.hpp"

namespace muster {

std::string fill(std::string_view message, std::initializer_list<std::pair<std::string_view, std::string_view>> holes) {
    std::string out;
    out.reserve(message.size());
    std::size_t i = 0;
    while (i < message.size()) {
        bool filled = false;
        if (message[i] == '{') {
            const std::size_t close = message.find('}', i);
            if (close != std::string_view::npos) {
                const std::string_view name = message.substr(i + 1, close - i - 1);
                for (const auto& [hole, value] : holes)
                    if (hole == name) {
                        out += value;
                        i = close + 1;
                        filled = true;
                        break;
                    }
            }
        }
        if (!filled) out += message[i++];
    }
    return out;
}

// cppcheck-suppress passedByValue ; three pointers, cheaper by value
Message campaign_message(MessageText text, std::initializer_list<std::pair<std::string_view, std::string_view>> holes) {
    Message said = message(text);
    for (const auto& [name, value] : holes) said.with(std::string(name), VerbatimValue{std::string(value)});
    return said;
}

}  // namespace muster
