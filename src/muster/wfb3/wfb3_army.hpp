#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "muster/report/report.hpp"
#include "muster/wfb3/wfb3_costs.hpp"

namespace muster::wfb3 {

/// One priced entry of a WFB3 army.
struct ArmyLine {
    std::string id;
    std::string kind;  ///< unit, character, chariot, war-machine, monster
    std::string description;
    Cost cost;
    std::string profile;                  ///< a character's characteristics, when his creature has a profile
    std::vector<double> characteristics;  ///< the same profile as numbers (PointsRules::characteristics order), or none
    Message described;                    ///< the description, to read in any language
    std::vector<Message> command;         ///< the general's or a second-in-command's command radius, when he is one
    std::vector<Message> traits;          ///< what it is beyond its cost: weapons and armour, troop type, the army standard
};

/// A WFB3 army file checked and priced: every cost computed from the rules, never typed.
struct ArmyVerdict {
    std::string name;
    double points_limit = 0;
    double total = 0;
    bool legal = false;
    bool readable = false;  ///< the file was read and its values are well formed (a rule verdict, not an input error)
    std::vector<ArmyLine> lines;
    SupplyTrain train;
    bool train_requested = false;                     ///< the army asked for a supply train (printed only then)
    LocalisedName train_reading;                      ///< how its size is read from the book
    std::vector<LocalisedName> characteristic_names;  ///< the profile columns (M WS BS … / M CC CT …)
    Report report;
};

/// Reads and checks a WFB3 army file (<wfb3-army>): problems with file:line:column, costs line by line,
/// the general, the army standard, the house-rule level cap, unit sizes, the supply train.
ArmyVerdict evaluate_army_file(const std::filesystem::path& file, const PointsRules& rules);
/// The same for XML text in memory.
ArmyVerdict evaluate_army_text(std::string text, const std::string& display_name, const PointsRules& rules);
/// The verdict as JSON.
nlohmann::json army_verdict_to_json(const ArmyVerdict& verdict);
/// The human report, in a language.
std::string format_army_verdict(const ArmyVerdict& verdict, const std::string& file, Language language = Language::english);
/// A profile as "M 4, WS 3, …" in a language, with the verdict's column names.
std::string profile_text(const ArmyVerdict& verdict, const std::vector<double>& profile, Language language);
/// An entry's description in a language.
std::string describe(const ArmyLine& line, Language language);

}  // namespace muster::wfb3
