#pragma once
#include <string>

#include "muster/text/localised_name.hpp"

namespace muster {

/// The head of a data file of rules (a game system, a faction, a siege kit …): the data of a kind derives
/// from it, and the data-file skeleton (data_file.hpp) reads it from the document element for free.
struct DataHeader {
    std::string id;      ///< what other files and the user call it: id="…"
    int revision = 0;    ///< raised whenever the data changes: revision="…" (1 or more)
    LocalisedName name;  ///< name="…" and its translations name-<code>="…"
};

}  // namespace muster
