#pragma once
#include <string>

#include <wx/treebase.h>

namespace muster::ui {

/// What a tree item stands for: a list unit in the browser, or a roster entry or division.
struct RosterTreeItem : wxTreeItemData {
    RosterTreeItem(std::string a, std::string b = {}) : first(std::move(a)), second(std::move(b)) {}
    std::string first;   ///< faction id (browser) or entry/division id (roster)
    std::string second;  ///< unit id (browser)
};

}  // namespace muster::ui
