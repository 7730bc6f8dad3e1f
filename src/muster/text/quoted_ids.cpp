#include "muster/text/quoted_ids.hpp"

namespace muster {

namespace {

constexpr MessageText quoted_id = MUSTER_MESSAGE("text.quoted-id", "'{id}'");
constexpr MessageText id_list = MUSTER_MESSAGE("text.id-list", "{first}, {rest}");

}  // namespace

MessageValue quoted_ids(const std::vector<std::string>& ids) {
    Message list = message(quoted_id).with("id", VerbatimValue{ids.back()});
    for (std::size_t i = ids.size() - 1; i-- > 0;)
        list = message(id_list).with("first", nested(message(quoted_id).with("id", VerbatimValue{ids[i]}))).with("rest", nested(list));
    return nested(list);
}

}  // namespace muster
