#pragma once
#include <string>
#include <vector>

#include <wx/string.h>

class wxMenu;

namespace muster::ui {

/// The files opened or saved lately, newest first, remembered between runs, kept per kind of
/// document (rosters, siege plans, campaigns …) so that many rosters never push the campaign out.
/// File > Open Recent lists them under a heading per kind.
class RecentFiles {
public:
    /// Reads the list from the settings / writes it back.
    void load();
    void save() const;
    /// Puts a file first among those of its kind (once).
    void add(const std::string& path);
    /// The files, newest first, every kind together.
    const std::vector<std::string>& files() const { return files_; }
    /// The files of one kind (its id in the table of document kinds), newest first.
    std::vector<std::string> files_of_kind(const std::string& kind_id) const;
    /// Fills a menu: per kind a greyed heading and its files (ids menu_id(0) …), or a greyed "none" line.
    void fill(wxMenu& menu) const;
    /// Where the list goes when it changes.
    void use_menu(wxMenu* menu);
    /// The id of the kind of document a file holds ("roster"), by its double extension, the
    /// same in every language; empty for any other file.
    static std::string kind(const std::string& path);
    /// The menu id of files()[index].
    static int menu_id(std::size_t index);

    /// How many files of each kind are kept.
    static constexpr std::size_t kept_per_kind = 6;
    /// How many menu ids the list may use (every kind full).
    static constexpr std::size_t most_files = 6 * kept_per_kind;

private:
    void trim();
    void update_menu();

    std::vector<std::string> files_;
    wxMenu* menu_ = nullptr;
};

}  // namespace muster::ui
