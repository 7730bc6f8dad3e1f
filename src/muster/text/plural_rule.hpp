#pragma once
#include <memory>
#include <optional>
#include <string_view>

namespace muster {

/// A catalogue's plural rule, the C expression of its "Plural-Forms: … plural=EXPR;" header
/// ("n > 1", "n%10==1 && n%100!=11 ? 0 : …"), read once and evaluated for each count.
class PluralRule {
public:
    /// English's rule (n != 1), for a catalogue whose header gives none or an unreadable one.
    PluralRule();
    /// Reads the rule from a catalogue header; English's rule when it has none or it does not parse.
    static PluralRule from_header(std::string_view header);
    /// Reads one expression with its number of forms; nullopt when it does not parse.
    static std::optional<PluralRule> parse(std::string_view expression, unsigned long forms);

    /// Which plural form a count takes (0 = the first), below `forms`.
    unsigned long form(long long count) const;

    struct Node;

private:
    std::shared_ptr<const Node> root_;
    unsigned long forms_ = 2;
};

}  // namespace muster
