#include "muster/util/bounded_json.hpp"

#include "muster/util/json_nesting.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace muster {

namespace {

using json = nlohmann::json;

// nlohmann's SAX events, building the tree as its own parser does (a later key of the same
// name replaces an earlier one) while counting; past a bound it drops the tree and stops.
class BoundedReader {
public:
    BoundedReader(BoundedJson& out, const JsonBounds& bounds) : out_(out), bounds_(bounds) {}

    bool null() { return add(json(nullptr)); }
    bool boolean(bool value) { return add(json(value)); }
    bool number_integer(json::number_integer_t value) { return add(json(value)); }
    bool number_unsigned(json::number_unsigned_t value) { return add(json(value)); }
    bool number_float(json::number_float_t value, const json::string_t&) { return add(json(value)); }
    bool string(json::string_t& value) { return add(json(std::move(value))); }
    bool binary(json::binary_t& value) { return add(json::binary(std::move(value))); }
    bool start_object(std::size_t) { return open(json::value_t::object); }
    bool start_array(std::size_t) { return open(json::value_t::array); }
    bool key(json::string_t& name) {
        member_ = &(*open_.back())[name];
        return true;
    }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception&) {
        out_.syntax_error = position;
        return false;
    }

private:
    bool add(json value) {
        if (++out_.items > bounds_.items) return drop_the_tree();
        place(std::move(value));
        return true;
    }
    bool open(json::value_t kind) {
        ++depth_;
        if (depth_ > bounds_.depth) {
            out_.too_deep = true;
            return false;  // nothing deeper is read: the parser's own stack stays small
        }
        ++out_.containers;
        if (++out_.items > bounds_.items || out_.containers > bounds_.containers) return drop_the_tree();
        open_.push_back(place(json(kind)));
        return true;
    }
    bool close() {
        --depth_;
        open_.pop_back();
        return true;
    }
    json* place(json value) {
        if (open_.empty()) {
            out_.value = std::move(value);
            return &out_.value;
        }
        json& parent = *open_.back();
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        *member_ = std::move(value);
        return member_;
    }
    bool drop_the_tree() {
        out_.passed_a_bound = true;
        open_.clear();
        out_.value = json();
        return false;
    }

    BoundedJson& out_;
    const JsonBounds& bounds_;
    std::vector<json*> open_;
    json* member_ = nullptr;
    int depth_ = 0;
};

}  // namespace

BoundedJson read_bounded_json(std::string_view text, const JsonBounds& bounds) {
    BoundedJson out;
    BoundedReader reader(out, bounds);
    const bool whole = json::sax_parse(text.begin(), text.end(), &reader);
    if (out.passed_a_bound) {
        // What the whole text holds, for the message, counted without parsing it.
        const JsonShape shape = json_shape(text);
        out.containers = std::max(out.containers, shape.containers);
        out.items = std::max(out.items, shape.items);  // the text's commas may count fewer than the values read
        out.syntax_error.reset();
    }
    if (!whole) out.value = json();
    return out;
}

}  // namespace muster
