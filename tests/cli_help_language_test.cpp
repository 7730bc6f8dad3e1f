// muster-cli's help and its argument errors speak the reader's language: a French player asking
// `--help` reads French descriptions, headings and type names, and a mistyped command is
// explained in French; an English player reads what CLI11 always wrote.
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "test_support.hpp"

using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace cli_help_language_test {

namespace {

// Runs muster-cli in a neutral environment (or the one given), stdout and stderr together,
// with French no-break spaces (before ":" in "Options :") read as plain spaces.
CommandResult run_help(const std::string& arguments, const std::string& environment = "LANG=C.UTF-8") {
    CommandResult result = run_command("env LANGUAGE= LC_ALL= LC_MESSAGES= LANG= " + environment + " " + cli() + " " + arguments + " 2>&1");
    result.output = std::regex_replace(result.output, std::regex("\xc2\xa0"), " ");
    return result;
}

// The English words of CLI11's help and of Muster's descriptions that French help must never show.
const std::vector<std::string>& english_words() {
    static const std::vector<std::string> words{
        "Show",     "Options:",        "Usage:", "Subcommands:", "Positionals:", "REQUIRED",     "required",
        "Run with", "Print this help", "TEXT",   "INT",          "Create",       "not expected", "for more information"};
    return words;
}

// The English words found in a French output (empty when none).
std::vector<std::string> english_in(const std::string& output) {
    std::vector<std::string> found;
    for (const std::string& word : english_words())
        if (std::regex_search(output, std::regex("\\b" + word + "(?![A-Za-z])"))) found.push_back(word);
    return found;
}

bool has(const std::string& output, const std::string& text) { return output.find(text) != std::string::npos; }

}  // namespace

TEST_CASE("cli help in French: muster-cli --help with --lang fr reads French headings and descriptions") {
    const CommandResult help = run_help("--lang fr --help");
    INFO(help.output);
    CHECK(help.status == 0);
    CHECK(has(help.output, "Utilisation : "));
    CHECK(has(help.output, "Options :"));
    CHECK(has(help.output, "Sous-commandes :"));
    CHECK(has(help.output, "Afficher cette aide et quitter"));
    CHECK(has(help.output, "Créer et modifier des listes d'armée"));
    CHECK(english_in(help.output).empty());
}

TEST_CASE("cli help in French: roster --help under LANG=fr_FR.UTF-8 reads French") {
    const CommandResult help = run_help("roster --help", "LANG=fr_FR.UTF-8");
    INFO(help.output);
    CHECK(help.status == 0);
    CHECK(has(help.output, "Utilisation : "));
    CHECK(has(help.output, "SOUS-COMMANDE"));
    CHECK(has(help.output, "Ajouter des unités à une division"));
    CHECK(english_in(help.output).empty());
}

TEST_CASE("cli help in French: siege --help and a command's own help show French types and REQUIRED") {
    const CommandResult siege = run_help("--lang fr siege --help");
    INFO(siege.output);
    CHECK(siege.status == 0);
    CHECK(has(siege.output, "Sous-commandes :"));
    CHECK(english_in(siege.output).empty());
    const CommandResult create = run_help("--lang=fr roster new --help");
    INFO(create.output);
    CHECK(create.status == 0);
    CHECK(has(create.output, "OBLIGATOIRE"));
    CHECK(has(create.output, "Arguments :"));
    CHECK(english_in(create.output).empty());
}

TEST_CASE("cli help in French: --help-all lists every command in French") {
    const CommandResult all = run_help("--help-all --lang fr");
    INFO(all.output);
    CHECK(all.status == 0);
    CHECK(has(all.output, "campaign"));
    CHECK(has(all.output, "Afficher l'aide de chaque commande"));
    CHECK(english_in(all.output).empty());
}

TEST_CASE("cli help in French: every description starts in the same column, counted in characters") {
    // The formatter pads by characters, not bytes, so a French type name or heading never shifts a column.
    const CommandResult help = run_help("--lang fr siege sell --help");  // "quantité": two bytes for its last letter
    INFO(help.output);
    std::vector<std::size_t> columns;
    const std::regex option_line("^  ([^ ].*?  +)[^ ]");
    std::size_t start = 0;
    while (start < help.output.size()) {
        const std::size_t end = help.output.find('\n', start);
        const std::string line = help.output.substr(start, end - start);
        std::smatch found;
        if (std::regex_search(line, found, option_line)) {
            std::size_t characters = 2;
            for (const char c : found[1].str()) characters += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
            columns.push_back(characters);
        }
        if (end == std::string::npos) break;
        start = end + 1;
    }
    CHECK(has(help.output, "  quantité NOMBRE  "));
    REQUIRE(columns.size() >= 4);
    for (const std::size_t column : columns) CHECK(column == columns.front());
}

TEST_CASE("cli errors in French: a missing option, an unknown one and a bad --lang are explained in French, exit 2") {
    const CommandResult missing = run_help("--lang fr roster new ost.roster.xml -p 500");
    INFO(missing.output);
    CHECK(missing.status == 2);
    CHECK(has(missing.output, "--faction"));
    CHECK(has(missing.output, "obligatoire"));
    CHECK(has(missing.output, "--help"));
    CHECK(english_in(missing.output).empty());

    const CommandResult unknown = run_help("roster show --bogus ost.roster.xml", "LANG=fr_FR.UTF-8");
    INFO(unknown.output);
    CHECK(unknown.status == 2);
    CHECK(has(unknown.output, "--bogus"));
    CHECK(has(unknown.output, "inattendu"));
    CHECK(english_in(unknown.output).empty());

    const CommandResult language = run_help("--lang de lists", "LANG=fr_FR.UTF-8");
    INFO(language.output);
    CHECK(language.status == 2);
    CHECK(has(language.output, "--lang"));
    CHECK(has(language.output, "« de »"));
    CHECK(has(language.output, "en, fr"));
    CHECK(english_in(language.output).empty());

    const CommandResult no_command = run_help("--lang fr");
    INFO(no_command.output);
    CHECK(no_command.status == 2);
    CHECK(has(no_command.output, "sous-commande"));
    CHECK(english_in(no_command.output).empty());
}

TEST_CASE("cli help in English: --lang en keeps CLI11's English headings and Muster's English descriptions") {
    const CommandResult help = run_help("--lang en --help", "LANG=fr_FR.UTF-8");
    INFO(help.output);
    CHECK(help.status == 0);
    CHECK(has(help.output, "Usage: "));
    CHECK(has(help.output, "Options:"));
    CHECK(has(help.output, "Subcommands:"));
    CHECK(has(help.output, "Show help for every command"));
    CHECK(has(help.output, "Create and edit roster files"));
    CHECK_FALSE(has(help.output, "Utilisation"));

    const CommandResult missing = run_help("--lang en roster new ost.roster.xml -p 500", "LANG=fr_FR.UTF-8");
    INFO(missing.output);
    CHECK(missing.status == 2);
    CHECK(has(missing.output, "--faction is required"));
    CHECK(has(missing.output, "Run with --help for more information."));
    CHECK_FALSE(has(missing.output, "obligatoire"));
}

TEST_CASE("cli help language: a --lang after print is the sheet's language, muster-cli's own --lang is before it") {
    const CommandResult sheet_only = run_help("print unit-cards --help --lang fr");
    INFO(sheet_only.output);
    CHECK(sheet_only.status == 0);
    CHECK(has(sheet_only.output, "Usage: "));
    CHECK_FALSE(has(sheet_only.output, "Utilisation"));
    const CommandResult french = run_help("--lang fr print unit-cards --help");
    INFO(french.output);
    CHECK(french.status == 0);
    CHECK(has(french.output, "Une carte par type d'unité"));
    CHECK(english_in(french.output).empty());
}

namespace {

// Every command path muster-cli has ("roster", "roster new" …), read from its English --help-all.
std::vector<std::string> every_command() {
    const std::string all = run_help("--lang en --help-all").output;
    std::vector<std::string> commands{""};
    std::string top;
    bool in_subcommands = false;
    std::size_t start = 0;
    while (start < all.size()) {
        const std::size_t end = all.find('\n', start);
        const std::string line = all.substr(start, end == std::string::npos ? std::string::npos : end - start);
        std::smatch found;
        if (std::regex_match(line, found, std::regex("([a-z0-9-]+)"))) {
            top = found[1];
            commands.push_back(top);
            in_subcommands = false;
        } else if (line == "  Subcommands:") {
            in_subcommands = true;
        } else if (in_subcommands && std::regex_search(line, found, std::regex("^    ([a-z0-9-]+)  "))) {
            commands.push_back(top + " " + found[1].str());
        } else if (!line.starts_with("    ")) {
            in_subcommands = false;
        }
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return commands;
}

}  // namespace

TEST_CASE("cli help in French: no description or heading of any command's help reads as it does in English") {
    // A description added without help_text(), or a CLI11 word without its label, reads the same
    // in both languages: this names the command and the words. Lines are cut at runs of two
    // spaces (name column, description); option names and command names are the same in both.
    const std::vector<std::string> commands = every_command();
    CHECK(commands.size() > 50);
    const std::regex column_gap(" {2,}|\n");
    const auto pieces = [&column_gap](const std::string& help) {
        std::vector<std::string> found;
        for (std::sregex_token_iterator it(help.begin(), help.end(), column_gap, -1), end; it != end; ++it) {
            const std::string piece = *it;
            if (piece.empty() || piece.starts_with("-") || std::regex_match(piece, std::regex("[a-z0-9-]+"))) continue;
            if (std::regex_search(piece, std::regex("[A-Za-z]{3}"))) found.push_back(piece);
        }
        return found;
    };
    for (const std::string& command : commands) {
        const std::vector<std::string> english = pieces(run_help("--lang en " + command + " --help").output);
        for (const std::string& piece : pieces(run_help("--lang fr " + command + " --help").output)) {
            INFO("muster-cli --lang fr ", command, " --help: ", piece);
            CHECK(std::find(english.begin(), english.end(), piece) == english.end());
        }
    }
}

TEST_CASE("cli help in French: a command's arguments are named in French in its usage, its help and its errors") {
    const CommandResult help = run_help("--lang fr campaign create --help");
    CHECK(has(help.output, "[OPTIONS] nouveau_fichier"));
    CHECK(has(help.output, "  nouveau_fichier TEXTE OBLIGATOIRE"));
    CHECK_FALSE(has(help.output, "new_file"));
    const CommandResult missing = run_help("--lang fr campaign create --name Guerre");
    CHECK(missing.status == 2);
    CHECK(has(missing.output, "Il manque nouveau_fichier, qui est obligatoire"));
}

}  // namespace cli_help_language_test
