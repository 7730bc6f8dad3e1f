#include "testing/layout_check.hpp"

#include <cctype>
#include <cstdio>
#include <cstdlib>

#include <wx/app.h>
#include <wx/dcmemory.h>
#include <wx/dcclient.h>
#include <functional>

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/gauge.h>
#include <wx/grid.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/notebook.h>
#include <wx/radiobox.h>
#include <wx/radiobut.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/treectrl.h>

#include "app/interface_language.hpp"
#include "app/main_frame.hpp"
#include "dialogs/battle_dialog.hpp"
#include "dialogs/choice_dialog.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "dialogs/print_card_dialog.hpp"
#include "muster/print/printing.hpp"
#include "testing/input_driver.hpp"
#include "views/campaign_panel.hpp"
#include "views/message_list.hpp"
#include "views/more_systems_panel.hpp"
#include "views/wfb3_page.hpp"

namespace muster::ui {

namespace {

// Controls whose whole content must be seen: their text or value is cut when they are smaller
// than they ask. Lists, trees, grids and text areas scroll, so they are only checked for place.
bool shows_whole_content(const wxWindow* w) {
    return dynamic_cast<const wxStaticText*>(w) || dynamic_cast<const wxButton*>(w) || dynamic_cast<const wxCheckBox*>(w) ||
           dynamic_cast<const wxRadioButton*>(w) || dynamic_cast<const wxChoice*>(w) || dynamic_cast<const wxSpinCtrl*>(w) ||
           dynamic_cast<const wxRadioBox*>(w);
}

// Composite controls: their insides are theirs to arrange.
bool composite(const wxWindow* w) {
    return dynamic_cast<const wxGrid*>(w) || dynamic_cast<const wxListCtrl*>(w) || dynamic_cast<const wxTreeCtrl*>(w) || dynamic_cast<const wxSpinCtrl*>(w) ||
           dynamic_cast<const wxSearchCtrl*>(w) || dynamic_cast<const wxRadioBox*>(w) || dynamic_cast<const wxTextCtrl*>(w) ||
           dynamic_cast<const wxListBox*>(w);
}

wxString describe(const wxWindow* w) {
    wxString label = w->GetLabel();
    if (label.length() > 50) label = label.Left(47) + "...";
    label.Replace("\n", " ");
    return wxString(w->GetClassInfo()->GetClassName()) + " '" + label + "'";
}

// A scrolled area's visible part on screen: what a player sees of it without scrolling sideways.
wxRect visible_area(wxScrolledWindow* scrolled) { return wxRect(scrolled->ClientToScreen(wxPoint(0, 0)), scrolled->GetClientSize()); }

// A wrapped list's lines each fit its width: none runs past its right edge.
void check_wrapped_lines(MessageList& list, const std::function<void(const wxString&)>& fail) {
    wxClientDC dc(&list);
    dc.SetFont(list.GetFont());
    for (int row = 0; row < list.rows(); ++row)
        for (const wxString& line : list.shown_lines(row))
            if (dc.GetTextExtent(line).x > list.GetClientSize().x) {
                fail(wxString::Format("has the line '%s' wider than the list (%d px of %d)", line.Left(40), dc.GetTextExtent(line).x, list.GetClientSize().x));
                return;
            }
}

// `scrolled`: the visible part of the scrolled area `window` lies in (empty when none). A scrolled
// area scrolls up and down; sideways only when `sideways` (a larger desktop font): otherwise every
// control lies within its visible width.
void walk(wxWindow* window, const wxRect& top_area, const wxRect& screen, const std::string& where, std::vector<std::string>& problems, bool sideways,
          const wxRect& scrolled = wxRect()) {
    for (wxWindow* child : window->GetChildren()) {
        if (!child->IsShown() || child->IsTopLevel()) continue;
        const wxRect rect = child->GetScreenRect();
        const wxSize best = child->GetBestSize();
        // Its parent's client area on screen: a control must not run out of it.
        const wxRect parent_area(window->ClientToScreen(wxPoint(0, 0)), window->GetClientSize());
        const auto fail = [&](const wxString& what) { problems.push_back(where + ": " + (describe(child) + " " + what).utf8_string()); };
        // In a scrolled area a control may lie out of sight below; it is still checked for cut text,
        // and for lying within the area's width (a box's frame may touch its edge).
        if (!sideways && rect.width > 0 && rect.height > 0 && !scrolled.IsEmpty() && (rect.x + 1 < scrolled.x || rect.GetRight() > scrolled.GetRight() + 1))
            fail(wxString::Format("runs past the view's visible width (%d,%d %d×%d; visible %d..%d): it needs scrolling sideways", rect.x, rect.y, rect.width,
                                  rect.height, scrolled.x, scrolled.GetRight()));
        if (rect.width > 0 && rect.height > 0 && scrolled.IsEmpty()) {
            if (!screen.Contains(rect)) fail(wxString::Format("lies outside the screen (%d,%d %d×%d)", rect.x, rect.y, rect.width, rect.height));
            else if (!top_area.Contains(rect)) fail(wxString::Format("lies outside the window (%d,%d %d×%d)", rect.x, rect.y, rect.width, rect.height));
            else if (!parent_area.Contains(rect) && !dynamic_cast<wxNotebook*>(window) && !window->IsTopLevel())
                fail(wxString::Format("runs out of its pane (%d,%d %d×%d in %d,%d %d×%d)", rect.x, rect.y, rect.width, rect.height, parent_area.x,
                                      parent_area.y, parent_area.width, parent_area.height));
        }
        if (scrolled.IsEmpty() && (rect.width <= 1 || rect.height <= 1) && (best.x > 1 && best.y > 1))
            fail(wxString::Format("is squeezed to nothing: shown %d×%d", rect.width, rect.height));
        if (shows_whole_content(child) && (rect.width + 1 < best.x || rect.height + 1 < best.y))
            fail(wxString::Format("is cut: shown %d×%d, needs %d×%d", rect.width, rect.height, best.x, best.y));
        // A list's column headings are read whole from the first show, in either language.
        if (auto* list = dynamic_cast<wxListCtrl*>(child); list && list->InReportView())
            for (int col = 0; col < list->GetColumnCount(); ++col) {
                wxListItem column;
                column.SetMask(wxLIST_MASK_TEXT);
                list->GetColumn(col, column);
                const int needed = list->GetTextExtent(column.GetText()).x + list->FromDIP(10);  // GTK pads a heading by about 5 px each side
                if (list->GetColumnWidth(col) < needed)
                    fail(wxString::Format("has the column heading '%s' cut: %d px wide, needs %d", column.GetText(), list->GetColumnWidth(col), needed));
            }
        if (auto* list = dynamic_cast<MessageList*>(child)) check_wrapped_lines(*list, fail);
        if (auto* area = dynamic_cast<wxScrolledWindow*>(child); !sideways && area && area->GetVirtualSize().x > area->GetClientSize().x)
            fail(wxString::Format("scrolls sideways: %d px wide inside, %d px shown", area->GetVirtualSize().x, area->GetClientSize().x));
        if (!composite(child)) {
            auto* area = dynamic_cast<wxScrolledWindow*>(child);
            walk(child, top_area, screen, where, problems, sideways, area != nullptr ? visible_area(area) : scrolled);
        }
    }
}

wxRect screen_of(wxWindow* window) {
    const int display = wxDisplay::GetFromWindow(window);
    return wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetGeometry();
}

// A dialog's list shows at least `rows` rows (or all it has).
void check_rows(wxDialog& dialog, const std::string& where, int rows, std::vector<std::string>& problems) {
    std::function<wxListBox*(wxWindow*)> find = [&](wxWindow* w) -> wxListBox* {
        for (wxWindow* child : w->GetChildren()) {
            if (auto* list = dynamic_cast<wxListBox*>(child)) return list;
            if (wxListBox* inner = find(child)) return inner;
        }
        return nullptr;
    };
    wxListBox* list = find(&dialog);
    if (list == nullptr) return;
    const int wanted = std::min<int>(rows, static_cast<int>(list->GetCount()));
    const int row_height = list->GetCharHeight() + 4;
    if (list->GetClientSize().y < wanted * row_height)
        problems.push_back(where + ": the list shows fewer than " + std::to_string(wanted) + " rows (" + std::to_string(list->GetClientSize().y) + " px high)");
}

// With MUSTER_LAYOUT_SHOTS=FOLDER, each window the layout test looks at is saved there as a PNG
// (as the screen shows it), for a person to look at.
void save_shot(wxWindow* window, const std::string& where) {
    const char* folder = std::getenv("MUSTER_LAYOUT_SHOTS");
    if (folder == nullptr || *folder == '\0') return;
    // The window manager maps and the app paints a new window after a while.
    for (int i = 0; i < 8; ++i) {
        wxMilliSleep(100);
        while (wxTheApp->Pending()) wxTheApp->Dispatch();
        window->Update();
    }
    const wxSize size = window->GetClientSize();
    wxClientDC shown(window);
    wxBitmap bitmap(size.x, size.y);
    {
        wxMemoryDC memory(bitmap);
        memory.Blit(0, 0, size.x, size.y, &shown, 0, 0);
    }
    std::string name = where;
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '-';
    bitmap.SaveFile(wxString::FromUTF8(std::string(folder) + "/" + name + ".png"), wxBITMAP_TYPE_PNG);
}

}  // namespace

std::vector<std::string> layout_problems(wxWindow* top, const std::string& where, bool sideways) {
    std::vector<std::string> problems;
    const wxRect top_area = top->GetScreenRect();  // the status bar lies outside the client area
    const wxRect screen = screen_of(top);
    if (!screen.Contains(top->GetScreenRect()) && !screen.Contains(top_area)) problems.push_back(where + ": the window itself runs off the screen");
    walk(top, top_area, screen, where, problems, sideways);
    return problems;
}

void check_layout(MainFrame& frame, InputDriver& input) {
    std::vector<std::string> problems;
    // The window as a player would have it: filling the screen's work area.
    const int display = wxDisplay::GetFromWindow(&frame);
    const wxRect area = wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
    // As it opens the first time: on the screen, and using most of a big one.
    const wxRect opened = frame.GetScreenRect();
    if (!area.Contains(opened))
        problems.push_back(wxString::Format("the window opens at %d,%d %d×%d, off the work area %d,%d %d×%d", opened.x, opened.y, opened.width, opened.height,
                                            area.x, area.y, area.width, area.height)
                               .utf8_string());
    if (area.width >= 1600 && static_cast<double>(opened.width) * opened.height < 0.6 * area.width * area.height)
        problems.push_back(
            wxString::Format("the window opens at %d×%d on a %d×%d screen: it does not use the space", opened.width, opened.height, area.width, area.height)
                .utf8_string());
    frame.SetSize(area);
    input.settle(400);
    const std::string language = interface_language() == Language::french ? "fr" : "en";
    std::string screen = std::to_string(area.width) + "x" + std::to_string(area.height) + " " + language;
    bool large_font = false;  // a view may then scroll sideways too
    // MUSTER_LAYOUT_FONT_POINTS=15: the desktop's font was made larger for this run; it must have taken.
    if (const char* points = std::getenv("MUSTER_LAYOUT_FONT_POINTS"); points != nullptr && *points != '\0') {
        const int wanted = std::atoi(points);
        const int shown = wxSystemSettings::GetFont(wxSYS_DEFAULT_GUI_FONT).GetPointSize();
        if (shown != wanted)
            throw LayoutFailed{"the desktop's font is " + std::to_string(shown) + " pt, not the " + std::to_string(wanted) + " pt the test set"};
        screen += " " + std::to_string(wanted) + "pt";
        large_font = true;
    }
    const auto look = [&](const std::string& where) {
        input.settle(300);
        for (std::string& problem : layout_problems(&frame, screen + " " + where, large_font)) problems.push_back(std::move(problem));
        save_shot(&frame, screen + " " + where);
    };
    for (MainFrame::View view : {MainFrame::builder_view, MainFrame::siege_view, MainFrame::campaign_view}) {
        frame.show_view(view);
        look(view == MainFrame::builder_view ? "army builder" : view == MainFrame::siege_view ? "siege planner" : "campaign");
    }
    frame.show_view(MainFrame::more_systems_view);
    for (const char* page : {"wfb3", "onus", "tower"}) {
        frame.more_systems().show_page(page);
        look(std::string("more systems ") + page);
    }
    // The WFB3 army with a line, and the character calculator with its Add to army and Update line.
    frame.more_systems().show_page("wfb3");
    Wfb3Page& wfb3 = frame.more_systems().wfb3();
    if (!wfb3.has_army()) wfb3.new_army("Layout", 1000);
    wfb3.show_calculator("character");
    look("more systems wfb3 character");

    // The dialogs: each shown (not modal), looked at, closed.
    const auto look_at_dialog = [&](wxDialog& dialog, const std::string& where, int rows) {
        dialog.Show();
        input.settle(300);
        for (std::string& problem : layout_problems(&dialog, screen + " " + where, large_font)) problems.push_back(std::move(problem));
        if (rows > 0) check_rows(dialog, screen + " " + where, rows, problems);
        // A form that scrolls shows as much of itself as the screen has room for (at least 40 % of its height).
        std::function<void(wxWindow*)> scrolled_areas = [&](wxWindow* w) {
            for (wxWindow* child : w->GetChildren()) {
                if (auto* scrolled = dynamic_cast<wxScrolledWindow*>(child)) {
                    const int wanted = std::min(scrolled->GetVirtualSize().y, area.height * 2 / 5);
                    if (scrolled->GetClientSize().y + 1 < wanted)
                        problems.push_back(screen + " " + where +
                                           wxString::Format(": a scrolled form shows %d px of its %d on a screen %d px high", scrolled->GetClientSize().y,
                                                            scrolled->GetVirtualSize().y, area.height)
                                               .utf8_string());
                }
                scrolled_areas(child);
            }
        };
        scrolled_areas(&dialog);
        save_shot(&dialog, screen + " " + where);
        dialog.Hide();
    };
    {
        wxArrayString factions;
        for (const Faction* f : frame.lists().factions()) factions.Add(wxString::FromUTF8(local_name(f->name)));
        wxSingleChoiceDialog dialog(&frame, _("Which army list?"), _("New roster"), factions);
        size_list_dialog(dialog);
        look_at_dialog(dialog, "New roster dialog", rows_to_choose_from);
        wxSingleChoiceDialog army(&frame, _("Which army list?"), _("Add an army"), factions);
        size_list_dialog(army);
        look_at_dialog(army, "Add an army dialog", rows_to_choose_from);
    }
    {
        PrintCardDialog dialog(&frame, PrintOptions{});
        look_at_dialog(dialog, "Print a card dialog", rows_to_choose_from);
    }
    {
        PreferencesDialog dialog(&frame);
        look_at_dialog(dialog, "Preferences", 0);
    }
    if (Campaign* campaign = frame.campaign().campaign()) {
        BattleDialog dialog(&frame, *campaign, frame.lists());
        look_at_dialog(dialog, "Record a battle dialog", 0);
    }
    if (!problems.empty()) {
        std::string all;
        for (const std::string& problem : problems) all += "  " + problem + "\n";
        throw LayoutFailed{all};
    }
    std::fprintf(stderr, "layout %s: every control fits\n", screen.c_str());
}

}  // namespace muster::ui
