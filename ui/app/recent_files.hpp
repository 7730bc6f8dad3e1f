#pragma once
#include <string>
#include <vector>

#include <wx/string.h>

class wxMenu;

namespace muster::ui {

/// The files opened or saved lately, newest first, remembered between runs; File > Open Recent
/// lists them with their kind ("roster", "siege plan", "campaign" …) so a name says what it opens.
class RecentFiles {
public:
    /// Reads the list from the settings / writes it back.
    void load();
    void save() const;
    /// Puts a file first (once).
    void add(const std::string& path);
    /// The files, newest first.
    const std::vector<std::string>& files() const { return files_; }
    /// Fills a menu with one item per file (ids wxID_FILE1 …), or a greyed "none" line.
    void fill(wxMenu& menu) const;
    /// Where the list goes when it changes.
    void use_menu(wxMenu* menu);
    /// The kind of document a file holds, by its double extension, in the interface language.
    static wxString kind(const std::string& path);

    /// How many files are kept.
    static constexpr std::size_t kept = 9;

private:
    std::vector<std::string> files_;
    wxMenu* menu_ = nullptr;
};

}  // namespace muster::ui
