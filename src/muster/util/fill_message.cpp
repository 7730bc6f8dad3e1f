#include "muster/util/fill_message.hpp"

namespace muster {

std::string fill_message(std::string_view format, std::initializer_list<MessageHole> holes) {
    std::string out;
    out.reserve(format.size() + 32);
    std::size_t at = 0;
    while (at < format.size()) {
        const std::size_t open = format.find('{', at);
        if (open == std::string_view::npos) break;
        const std::size_t close = format.find('}', open + 1);
        if (close == std::string_view::npos) break;
        out.append(format.substr(at, open - at));
        const std::string_view name = format.substr(open + 1, close - open - 1);
        const MessageHole* filled = nullptr;
        for (const MessageHole& hole : holes)
            if (hole.first == name) filled = &hole;
        if (filled) out += filled->second;
        else out.append(format.substr(open, close - open + 1));
        at = close + 1;
    }
    out.append(format.substr(at));
    return out;
}

}  // namespace muster
