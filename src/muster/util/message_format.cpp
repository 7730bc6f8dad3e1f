#include "muster/util/message_format.hpp"

namespace muster {

std::string fill_message(std::string_view pattern, std::initializer_list<MessageArgument> arguments) {
    std::string out;
    out.reserve(pattern.size() + 32);
    std::size_t i = 0;
    while (i < pattern.size()) {
        const std::size_t open = pattern.find('{', i);
        if (open == std::string_view::npos) break;
        const std::size_t close = pattern.find('}', open + 1);
        if (close == std::string_view::npos) break;
        out.append(pattern.substr(i, open - i));
        const std::string_view name = pattern.substr(open + 1, close - open - 1);
        const MessageArgument* found = nullptr;
        for (const MessageArgument& argument : arguments)
            if (argument.first == name) found = &argument;
        if (found)
            out += found->second;
        else
            out.append(pattern.substr(open, close - open + 1));
        i = close + 1;
    }
    out.append(pattern.substr(i));
    return out;
}

std::string count_noun(long long count, std::string_view singular, std::string_view plural) {
    return std::to_string(count) + " " + std::string(count == 1 ? singular : plural);
}

}  // namespace muster
