#include "muster/text/plural_rule.hpp"

#include <cctype>
#include <charconv>
#include <climits>
#include <string>

namespace muster {

// The grammar of gettext's plural expressions: C's ternary, logical, comparison and arithmetic
// operators over n and non-negative integers, with parentheses.
struct PluralRule::Node {
    enum class Kind { count, number, negate, binary, choice } kind = Kind::number;
    long long value = 0;
    std::string op;
    std::shared_ptr<const Node> a, b, c;

    long long evaluate(long long n) const {
        switch (kind) {
            case Kind::count:
                return n;
            case Kind::number:
                return value;
            case Kind::negate:
                return a->evaluate(n) == 0 ? 1 : 0;
            case Kind::choice:
                return a->evaluate(n) != 0 ? b->evaluate(n) : c->evaluate(n);
            case Kind::binary:
                break;
        }
        const long long x = a->evaluate(n);
        if (op == "&&") return x != 0 && b->evaluate(n) != 0;
        if (op == "||") return x != 0 || b->evaluate(n) != 0;
        const long long y = b->evaluate(n);
        if (op == "==") return x == y;
        if (op == "!=") return x != y;
        if (op == "<") return x < y;
        if (op == "<=") return x <= y;
        if (op == ">") return x > y;
        if (op == ">=") return x >= y;
        using U = unsigned long long;
        if (op == "+") return static_cast<long long>(static_cast<U>(x) + static_cast<U>(y));
        if (op == "-") return static_cast<long long>(static_cast<U>(x) - static_cast<U>(y));
        if (op == "*") return static_cast<long long>(static_cast<U>(x) * static_cast<U>(y));
        if (op == "/") return y == 0 || (y == -1 && x == LLONG_MIN) ? 0 : x / y;
        if (op == "%") return y == 0 || y == -1 ? 0 : x % y;
        return 0;
    }
};

namespace {

using NodePtr = std::shared_ptr<const PluralRule::Node>;
using Kind = PluralRule::Node::Kind;

// A recursive-descent reader; depth is bounded so that a hostile header cannot exhaust the stack.
class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    NodePtr whole() {
        NodePtr node = choice();
        skip_space();
        return node && at_ == text_.size() ? node : nullptr;
    }

private:
    static constexpr int max_depth = 64;
    static constexpr int max_nodes = 512;  // real rules have a few dozen

    NodePtr choice() {
        if (++depth_ > max_depth) return nullptr;
        NodePtr condition = binary(0);
        if (condition && take("?")) {
            NodePtr yes = choice();
            if (!yes || !take(":")) return nullptr;
            NodePtr no = choice();
            if (!no) return nullptr;
            condition = make(Kind::choice, condition, yes, no);
        }
        --depth_;
        return condition;
    }

    // Operators by precedence, loosest first.
    NodePtr binary(std::size_t level) {
        static constexpr std::string_view levels[][4] = {{"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"+", "-"}, {"*", "/", "%"}};
        if (level == std::size(levels)) return unary();
        NodePtr left = binary(level + 1);
        while (left) {
            std::string_view found;
            for (std::string_view op : levels[level])
                if (!op.empty() && peek(op)) {
                    found = op;
                    break;
                }
            if (found.empty()) break;
            take(found);
            NodePtr right = binary(level + 1);
            if (!right) return nullptr;
            if (++nodes_ > max_nodes) return nullptr;
            auto node = std::make_shared<PluralRule::Node>();
            node->kind = Kind::binary;
            node->op = std::string(found);
            node->a = left;
            node->b = right;
            left = node;
        }
        return left;
    }

    NodePtr unary() {
        if (++depth_ > max_depth) return nullptr;
        NodePtr node;
        if (take("!")) {
            NodePtr operand = unary();
            if (operand) node = make(Kind::negate, operand);
        } else if (take("(")) {
            node = choice();
            if (!take(")")) node = nullptr;
        } else if (take("n")) {
            node = make(Kind::count);
        } else {
            skip_space();
            long long value = 0;
            const auto [end, error] = std::from_chars(text_.data() + at_, text_.data() + text_.size(), value);
            if (error == std::errc{} && end != text_.data() + at_) {
                at_ = static_cast<std::size_t>(end - text_.data());
                if (++nodes_ <= max_nodes) {
                    auto number = std::make_shared<PluralRule::Node>();
                    number->value = value;
                    node = number;
                }
            }
        }
        --depth_;
        return node;
    }

    NodePtr make(Kind kind, NodePtr a = nullptr, NodePtr b = nullptr, NodePtr c = nullptr) {
        if (++nodes_ > max_nodes) return nullptr;
        auto node = std::make_shared<PluralRule::Node>();
        node->kind = kind;
        node->a = std::move(a);
        node->b = std::move(b);
        node->c = std::move(c);
        return node;
    }

    void skip_space() {
        while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
    }
    bool peek(std::string_view word) {
        skip_space();
        if (text_.substr(at_, word.size()) != word) return false;
        // "<" is not the start of "<=", nor "!" of "!=".
        const char next = at_ + word.size() < text_.size() ? text_[at_ + word.size()] : '\0';
        if ((word == "<" || word == ">" || word == "!") && next == '=') return false;
        return true;
    }
    bool take(std::string_view word) {
        if (!peek(word)) return false;
        at_ += word.size();
        return true;
    }

    std::string_view text_;
    std::size_t at_ = 0;
    int depth_ = 0;
    int nodes_ = 0;
};

// The value after `key=` in a header line, up to its ';' (or the line's end).
std::string_view field(std::string_view line, std::string_view key) {
    const std::size_t at = line.find(key);
    if (at == std::string_view::npos) return {};
    std::string_view rest = line.substr(at + key.size());
    return rest.substr(0, rest.find(';'));
}

}  // namespace

PluralRule::PluralRule() : root_(Reader("n != 1").whole()) {}

std::optional<PluralRule> PluralRule::parse(std::string_view expression, unsigned long forms) {
    NodePtr root = Reader(expression).whole();
    if (!root || forms < 1 || forms > 16) return std::nullopt;
    PluralRule rule;
    rule.root_ = std::move(root);
    rule.forms_ = forms;
    return rule;
}

PluralRule PluralRule::from_header(std::string_view header) {
    std::size_t start = 0;
    while (start < header.size()) {
        std::size_t end = header.find('\n', start);
        if (end == std::string_view::npos) end = header.size();
        const std::string_view line = header.substr(start, end - start);
        if (line.substr(0, 13) == "Plural-Forms:") {
            unsigned long forms = 0;
            const std::string_view count = field(line, "nplurals=");
            const auto [parsed_end, error] = std::from_chars(count.data(), count.data() + count.size(), forms);
            if (error != std::errc{} || parsed_end == count.data()) return PluralRule();
            return parse(field(line, "plural="), forms).value_or(PluralRule());
        }
        start = end + 1;
    }
    return PluralRule();
}

unsigned long PluralRule::form(long long count) const {
    const long long chosen = root_->evaluate(count);
    return chosen >= 0 && static_cast<unsigned long long>(chosen) < forms_ ? static_cast<unsigned long>(chosen) : 0;
}

}  // namespace muster
