#include "muster/share/army_text_reader.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "muster/roster/army_body.hpp"
#include "muster/share/army_text.hpp"
#include "muster/text/catalogue.hpp"
#include "muster/text/numbers.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

constexpr std::string_view dash = " — ";

// One line of the text with its markup taken off, and where it came from.
struct ReadLine {
    int number = 0;        // 1-based
    std::string original;  // as pasted
    std::string content;   // without markup
    bool note = false;     // part of the quoted notes
};

int column_of(const std::string& original, std::string_view part) {
    const std::size_t at = original.find(part);
    if (at == std::string::npos) return 1;
    int column = 1;
    for (std::size_t i = 0; i < at; ++i)
        if ((static_cast<unsigned char>(original[i]) & 0xC0) != 0x80) ++column;
    return column;
}

std::string trimmed(std::string_view text) {
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!text.empty() && space(text.front())) text.remove_prefix(1);
    while (!text.empty() && space(text.back())) text.remove_suffix(1);
    return std::string(text);
}

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }
bool ends_with(std::string_view text, std::string_view suffix) { return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix; }

// The BBCode tags army_text() writes (and a forum's usual ones), taken out wherever they are.
std::string without_bbcode(const std::string& line) {
    static const char* const tags[] = {"b", "i", "u", "s", "list", "*", "quote", "color", "size"};
    std::string out;
    for (std::size_t i = 0; i < line.size();) {
        bool tag = false;
        if (line[i] == '[') {
            const std::size_t close = line.find(']', i);
            if (close != std::string::npos) {
                std::string name = line.substr(i + 1, close - i - 1);
                if (!name.empty() && name.front() == '/') name.erase(0, 1);
                if (const std::size_t equals = name.find('='); equals != std::string::npos) name.resize(equals);
                for (const char* known : tags)
                    if (name == known) tag = true;
                if (tag) i = close + 1;
            }
        }
        if (!tag) out += line[i++];
    }
    return out;
}

// The line without Markdown's marks: headings, bullets, strong and emphasis around it.
std::string without_markdown(std::string line) {
    if (starts_with(line, "#")) {
        const std::size_t text = line.find_first_not_of('#');
        if (text != std::string::npos && line[text] == ' ') line = trimmed(line.substr(text));
    }
    if (starts_with(line, "- ") || starts_with(line, "* ") || starts_with(line, "• ")) line = trimmed(line.substr(line[0] == '-' || line[0] == '*' ? 2 : 4));
    for (std::size_t at; (at = line.find("**")) != std::string::npos;) line.erase(at, 2);
    if (line.size() > 2 && line.front() == '*' && line.back() == '*') line = line.substr(1, line.size() - 2);
    return line;
}

// The languages to read a text in: the one asked first, then English and every translation.
std::vector<Language> languages_to_try(Language first) {
    std::vector<Language> all{first};
    if (first != Language::english) all.push_back(Language::english);
    for (Language language : translated_languages())
        if (std::find(all.begin(), all.end(), language) == all.end()) all.push_back(language);
    return all;
}

// "list revision 3" in one of the languages: the revision, and the language it is written in.
std::optional<std::pair<int, Language>> revision_in(const std::string& part, const std::vector<Language>& languages) {
    for (Language language : languages) {
        const std::string wording = catalogue_text(share_list_revision, language);
        const std::size_t hole = wording.find("{revision}");
        if (hole == std::string::npos) continue;
        const std::string before = wording.substr(0, hole), after = wording.substr(hole + 10);
        if (!starts_with(part, before) || !ends_with(part, after) || part.size() <= before.size() + after.size()) continue;
        const std::string digits = part.substr(before.size(), part.size() - before.size() - after.size());
        if (digits.size() > 6 || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) continue;
        return std::pair{std::stoi(digits), language};
    }
    return std::nullopt;
}

bool starts_with_word(const std::string& part, const MessageText& word, const std::vector<Language>& languages) {
    for (Language language : languages)
        if (starts_with(part, catalogue_text(word, language))) return true;
    return false;
}

class ArmyTextReader {
public:
    ArmyTextReader(const std::string& display_name, const ListLibrary& lists, Language language, Report& report)
        : name_(display_name), lists_(lists), languages_(languages_to_try(language)), number_language_(language), report_(report) {}

    std::optional<Roster> read(std::string_view text) {
        if (text.size() > max_army_text_bytes) {
            fail(1, 1,
                 message(MUSTER_MESSAGE("share.read.too-long", "the text is longer than {count} bytes: it is not a shared army"))
                     .with("count", IntegerValue{static_cast<long long>(max_army_text_bytes)}));
            return std::nullopt;
        }
        if (const auto bad = first_invalid_utf8(text)) {
            const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(*bad), '\n'));
            fail(line, 1, message(MUSTER_MESSAGE("share.read.not-utf8", "this line is not UTF-8 text")));
            return std::nullopt;
        }
        std::vector<ReadLine> lines = split(text);
        if (report_.has_errors()) return std::nullopt;
        std::vector<const ReadLine*> body;
        std::string notes;
        bool first_note = true;
        for (const ReadLine& line : lines) {
            if (line.note) {
                notes += (first_note ? "" : "\n") + line.content;
                first_note = false;
            } else if (!line.content.empty() && !starts_with(line.content, "⚠")) {
                body.push_back(&line);
            }
        }
        if (body.size() < 3) {
            fail(lines.empty() ? 1 : lines.back().number, 1,
                 message(MUSTER_MESSAGE("share.read.no-header",
                                        "a shared army begins with its name, then its system, faction and list "
                                        "revision, then its points: this text has not these three lines")));
            return std::nullopt;
        }
        Roster roster;
        roster.notes = notes;
        read_name(*body[0], roster);
        if (!read_origin(*body[1], roster)) return std::nullopt;
        read_limit(*body[2], roster);
        const bool divisions = uses_divisions(roster, lists_);
        for (std::size_t i = 3; i < body.size(); ++i) {
            const ReadLine& line = *body[i];
            if (is_unit_line(line.content)) read_unit(line, roster);
            else if (divisions) read_division(line, roster);
            else
                fail(
                    line.number, 1,
                    message(MUSTER_MESSAGE("share.read.not-a-unit", "this line names no unit: '{line}'")).with("line", VerbatimValue{printable(line.content)}));
            if (units_ > max_army_text_units) {
                fail(line.number, 1,
                     message(MUSTER_MESSAGE("share.read.too-many-units", "the army has more than {count} units: it is not read further"))
                         .with("count", IntegerValue{max_army_text_units}));
                break;
            }
        }
        if (report_.has_errors()) return std::nullopt;
        return roster;
    }

private:
    void fail(int line, int column, Message meaning) { report_.error_at(SourceLocation{name_, line, column}, "share.read", std::move(meaning)); }

    std::vector<ReadLine> split(std::string_view text) {
        std::vector<ReadLine> lines;
        bool quoting = false;
        int number = 0;
        for (std::size_t start = 0; start < text.size() || (start == text.size() && number == 0);) {
            const std::size_t end = std::min(text.find('\n', start), text.size());
            ReadLine line;
            line.number = ++number;
            line.original = std::string(text.substr(start, end - start));
            start = end + 1;
            if (!line.original.empty() && line.original.back() == '\r') line.original.pop_back();
            if (static_cast<std::size_t>(number) > max_army_text_lines) {
                fail(number, 1,
                     message(MUSTER_MESSAGE("share.read.too-many-lines", "the text has more than {count} lines: it is not a shared army"))
                         .with("count", IntegerValue{static_cast<long long>(max_army_text_lines)}));
                break;
            }
            if (line.original.size() > max_army_text_line_bytes) {
                fail(number, 1,
                     message(MUSTER_MESSAGE("share.read.line-too-long", "this line is longer than {count} bytes"))
                         .with("count", IntegerValue{static_cast<long long>(max_army_text_line_bytes)}));
                continue;
            }
            if (const auto bad =
                    std::find_if(line.original.begin(), line.original.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 && c != '\t'; });
                bad != line.original.end()) {
                fail(number, column_of(line.original, std::string(1, *bad)),
                     message(MUSTER_MESSAGE("share.read.control", "this line holds a control character")));
                continue;
            }
            const std::string bare = trimmed(line.original);
            if (bare == "[quote]") {
                quoting = true;
                continue;
            }
            if (bare == "[/quote]") {
                quoting = false;
                continue;
            }
            if (quoting || starts_with(bare, ">")) {
                line.note = true;
                line.content = quoting ? line.original : bare.substr(starts_with(bare, "> ") ? 2 : 1);
            } else {
                line.content = trimmed(without_markdown(trimmed(without_bbcode(bare))));
            }
            lines.push_back(std::move(line));
            if (end == text.size()) break;
        }
        return lines;
    }

    void read_name(const ReadLine& line, Roster& roster) {
        roster.name = line.content;
        for (Language language : languages_)
            if (line.content == catalogue_text(share_unnamed, language)) roster.name.clear();
    }

    // "Warmaster Medieval — The Dale Garrison — list revision 1": the faction (named in any
    // language, or by its id) and the revision, whose wording tells the text's language.
    bool read_origin(const ReadLine& line, Roster& roster) {
        const std::string& text = line.content;
        const std::size_t last = text.rfind(dash);
        const std::string said_revision = last == std::string::npos ? text : text.substr(last + dash.size());
        const auto revision = revision_in(said_revision, languages_);
        if (!revision) {
            fail(line.number, column_of(line.original, said_revision),
                 message(MUSTER_MESSAGE("share.read.no-revision", "the second line ends with the list revision ('{example}'): '{line}' does not"))
                     .with("example", VerbatimValue{catalogue_text(share_list_revision, languages_.front())})
                     .with("line", VerbatimValue{printable(text)}));
            return false;
        }
        number_language_ = revision->second;
        roster.list_revision = revision->first;
        const std::string named = last == std::string::npos ? std::string() : text.substr(0, last);
        const Faction* found = nullptr;
        std::size_t found_length = 0;
        bool ambiguous = false;
        for (const Faction* faction : lists_.factions()) {
            std::vector<std::string> names = faction->name.texts();
            names.push_back(faction->id);
            for (const std::string& name : names) {
                if (name.empty() || !(named == name || ends_with(named, std::string(dash) + name))) continue;
                if (name.size() > found_length) {
                    found = faction;
                    found_length = name.size();
                    ambiguous = false;
                } else if (name.size() == found_length && found != faction) ambiguous = true;
            }
        }
        if (!found || ambiguous) {
            fail(line.number, 1,
                 message(ambiguous ? MUSTER_MESSAGE("share.read.faction-ambiguous", "'{line}' names more than one installed faction list")
                                   : MUSTER_MESSAGE("share.read.no-faction",
                                                    "'{line}' names no installed faction list: "
                                                    "'muster-cli lists' shows them"))
                     .with("line", VerbatimValue{printable(named)}));
            return false;
        }
        roster.faction_id = found->id;
        roster.system_id = found->system_id;
        faction_ = found;
        for (const UnitProfile& unit : found->units) {
            std::set<std::string> names;
            for (const std::string& name : unit.name.texts()) names.insert(name);
            names.insert(unit.id);
            for (const std::string& name : names) units_named_[name].push_back(&unit);
        }
        return true;
    }

    // "975 / 1,000 pts — …": the limit after the slash, in the text's language.
    void read_limit(const ReadLine& line, Roster& roster) {
        const std::string first = line.content.substr(0, line.content.find(dash));
        const std::size_t slash = first.find(" / ");
        std::string limit = slash == std::string::npos ? std::string() : first.substr(slash + 3);
        while (!limit.empty() && !(limit.back() >= '0' && limit.back() <= '9')) limit.pop_back();
        const std::optional<double> points = limit.empty() ? std::nullopt : read_number(limit, number_language_);
        if (!points || *points <= 0 || *points > max_army_points) {
            fail(line.number, column_of(line.original, first),
                 message(MUSTER_MESSAGE("share.read.no-limit", "the third line gives the points against the limit ('975 / 1,000 pts'): '{line}' does not"))
                     .with("line", VerbatimValue{printable(first)}));
            return;
        }
        roster.points_limit = *points;
    }

    static bool is_unit_line(const std::string& text) {
        std::size_t digits = 0;
        while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
        return digits > 0 && (starts_with(std::string_view(text).substr(digits), " × ") || starts_with(std::string_view(text).substr(digits), " x "));
    }

    // "Vanguard — general, 25 pts — 310 pts": the name up to the leader's word.
    void read_division(const ReadLine& line, Roster& roster) {
        std::vector<std::string> parts;
        for (std::size_t start = 0;;) {
            const std::size_t at = line.content.find(dash, start);
            parts.push_back(line.content.substr(start, at == std::string::npos ? std::string::npos : at - start));
            if (at == std::string::npos) break;
            start = at + dash.size();
        }
        for (std::size_t i = 1; i < parts.size(); ++i) {
            const bool commander = starts_with_word(parts[i], share_commander, languages_);
            if (!commander && !starts_with_word(parts[i], share_general, languages_)) continue;
            Division division;
            division.id = "d" + std::to_string(roster.divisions.size() + 1);
            for (std::size_t p = 0; p < i; ++p) division.name += (p ? std::string(dash) : "") + parts[p];
            division.commander = commander;
            roster.divisions.push_back(std::move(division));
            return;
        }
        fail(line.number, 1,
             message(MUSTER_MESSAGE("share.read.not-unit-or-division",
                                    "this line is neither a unit ('3 × Unit — pts') nor a division ('Name — general — pts'): '{line}'"))
                 .with("line", VerbatimValue{printable(line.content)}));
    }

    // "3 × Crossbowmen + Pavises “The Watch” — 135 pts (45 each)".
    void read_unit(const ReadLine& line, Roster& roster) {
        const std::string& text = line.content;
        const std::size_t times = text.find(' ');
        const std::string count_text = text.substr(0, times);
        const int count = count_text.size() > 5 ? max_army_text_units + 1 : std::stoi(count_text);
        if (count < 1 || count > max_army_text_units) {
            fail(line.number, column_of(line.original, count_text),
                 message(MUSTER_MESSAGE("share.read.count", "a unit line counts 1 to {most} units")).with("most", IntegerValue{max_army_text_units}));
            return;
        }
        std::string said = text.substr(text.find(' ', times + 1) + 1);
        if (const std::size_t points = said.rfind(dash); points != std::string::npos) said.resize(points);
        UnitEntry entry;
        for (const auto& [open, close] : {std::pair<std::string, std::string>{" “", "”"}, {" « ", " »"}, {" \"", "\""}})
            if (ends_with(said, close)) {
                const std::size_t at = said.rfind(open, said.size() - close.size() - 1);
                if (at == std::string::npos) continue;
                entry.label = said.substr(at + open.size(), said.size() - close.size() - at - open.size());
                said.resize(at);
                break;
            }
        if (!name_unit(said, entry, line)) return;
        if (roster.divisions.empty() && !uses_divisions(roster, lists_)) division_for_new_units(roster, lists_);
        if (roster.divisions.empty()) {
            fail(line.number, 1, message(MUSTER_MESSAGE("share.read.unit-before-division", "this unit comes before any division line")));
            return;
        }
        for (int i = 0; i < count; ++i) {
            entry.id = "u" + std::to_string(++units_);
            roster.divisions.back().units.push_back(entry);
        }
    }

    // The unit's name and its options, split at " + " where the list's names allow.
    bool name_unit(const std::string& said, UnitEntry& entry, const ReadLine& line) {
        std::vector<std::string> parts;
        for (std::size_t start = 0;;) {
            const std::size_t at = said.find(" + ", start);
            parts.push_back(said.substr(start, at == std::string::npos ? std::string::npos : at - start));
            if (at == std::string::npos) break;
            start = at + 3;
        }
        for (std::size_t k = parts.size(); k >= 1; --k) {
            std::string name;
            for (std::size_t p = 0; p < k; ++p) name += (p ? " + " : "") + parts[p];
            const auto named = units_named_.find(name);
            if (named == units_named_.end()) continue;
            if (named->second.size() > 1) {
                fail(line.number, column_of(line.original, name),
                     message(MUSTER_MESSAGE("share.read.unit-ambiguous", "'{unit}' names more than one unit of the {list} list"))
                         .with("unit", VerbatimValue{printable(name)})
                         .with("list", faction_->name));
                return false;
            }
            const UnitProfile& unit = *named->second.front();
            entry.unit_ref = unit.id;
            bool all_known = true;
            for (std::size_t p = k; p < parts.size(); ++p) {
                const UnitOption* option = nullptr;
                for (const UnitOption& offered : unit.options) {
                    std::vector<std::string> names = offered.name.texts();
                    names.push_back(offered.id);
                    if (std::find(names.begin(), names.end(), parts[p]) != names.end()) option = &offered;
                }
                if (!option) {
                    fail(line.number, column_of(line.original, " + " + parts[p]) + 3,
                         message(MUSTER_MESSAGE("share.read.unknown-option", "{unit} has no option '{option}' in the {list} list"))
                             .with("unit", unit.name)
                             .with("option", VerbatimValue{printable(parts[p])})
                             .with("list", faction_->name));
                    all_known = false;
                    continue;
                }
                entry.options.push_back(option->id);
            }
            return all_known;
        }
        fail(line.number, column_of(line.original, parts.front()),
             message(MUSTER_MESSAGE("share.read.unknown-unit", "no unit '{unit}' in the list {list}"))
                 .with("list", faction_->name)
                 .with("unit", VerbatimValue{printable(parts.front())}));
        return false;
    }

    const std::string& name_;
    const ListLibrary& lists_;
    std::vector<Language> languages_;
    Language number_language_;
    Report& report_;
    const Faction* faction_ = nullptr;
    std::map<std::string, std::vector<const UnitProfile*>> units_named_;
    int units_ = 0;
};

}  // namespace

std::optional<Roster> read_army_text(std::string_view text, const std::string& display_name, const ListLibrary& lists, Language language, Report& report) {
    ArmyTextReader reader(display_name, lists, language, report);
    return reader.read(text);
}

}  // namespace muster
