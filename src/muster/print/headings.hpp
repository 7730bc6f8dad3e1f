#pragma once
#include <map>
#include <string>

#include "muster/text/localised_name.hpp"

namespace muster {

/// The words printed on sheets (templates/headings.xml), in the chosen language.
class Headings {
public:
    /// Loads templates/headings.xml; throws Error when it is missing or broken.
    explicit Headings(Language language);
    /// The heading with this id (the id itself when the file lacks it).
    std::string operator[](const std::string& id) const;

private:
    std::map<std::string, std::string> words_;
};

}  // namespace muster
