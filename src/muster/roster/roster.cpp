#include "muster/roster/roster.hpp"

#include <charconv>

namespace muster {

std::size_t Roster::unit_count() const {
    std::size_t n = 0;
    for (const Division& d : divisions) n += d.units.size();
    return n;
}

Division* Roster::division(const std::string& division_id) {
    for (Division& d : divisions)
        if (d.id == division_id) return &d;
    return nullptr;
}

const Division* Roster::division(const std::string& division_id) const { return const_cast<Roster*>(this)->division(division_id); }

std::pair<Division*, UnitEntry*> Roster::find_entry(const std::string& entry_id) {
    for (Division& d : divisions)
        for (UnitEntry& u : d.units)
            if (u.id == entry_id) return {&d, &u};
    return {nullptr, nullptr};
}

std::pair<const Division*, const UnitEntry*> Roster::find_entry(const std::string& entry_id) const {
    const auto [division, entry] = const_cast<Roster*>(this)->find_entry(entry_id);
    return {division, entry};
}

std::string Roster::next_id(const std::string& prefix) const {
    long long highest = 0;  // ids come from files: one past "u2147483647" must not overflow
    auto consider = [&](const std::string& id) {
        if (id.size() <= prefix.size() || id.compare(0, prefix.size(), prefix) != 0) return;
        long long n = 0;
        const auto [end, ec] = std::from_chars(id.data() + prefix.size(), id.data() + id.size(), n);
        if (ec == std::errc() && end == id.data() + id.size() && n > highest && n < (1LL << 53)) highest = n;
    };
    for (const Division& d : divisions) {
        consider(d.id);
        for (const UnitEntry& u : d.units) consider(u.id);
    }
    std::string id;
    do id = prefix + std::to_string(++highest);
    while (division(id) || find_entry(id).second);
    return id;
}

}  // namespace muster
