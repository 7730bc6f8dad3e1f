#include "testing/input_driver.hpp"
#include "testing/test_checks.hpp"

#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>

#include <wx/app.h>
#include <wx/dialog.h>
#include <wx/evtloop.h>
#include <wx/timer.h>
#include <wx/toplevel.h>
#include <wx/window.h>

namespace muster::ui {

/// Counts the key releases and mouse clicks the app receives, whichever window they go to.
class InputDriver::Counter : public wxEventFilter {
public:
    int keys_up = 0;
    int clicks = 0;
    int FilterEvent(wxEvent& event) override {
        const wxEventType type = event.GetEventType();
        if (type == wxEVT_KEY_UP) ++keys_up;
        if (type == wxEVT_LEFT_UP || type == wxEVT_RIGHT_UP) ++clicks;
        return Event_Skip;
    }
};

InputDriver::InputDriver() : counter_(new Counter) { wxEvtHandler::AddFilter(counter_); }

InputDriver::~InputDriver() {
    wxEvtHandler::RemoveFilter(counter_);
    delete counter_;
}

void InputDriver::wait_for(const int& counter, int before, int count) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);  // a loaded machine delivers late
    while (counter < before + count && std::chrono::steady_clock::now() < until) settle(10);
}

void InputDriver::settle(int ms) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    do {
        if (wxEventLoopBase* loop = wxEventLoopBase::GetActive()) loop->YieldFor(wxEVT_CATEGORY_ALL);
        if (wxTheApp) wxTheApp->ProcessIdle();
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    } while (std::chrono::steady_clock::now() < until);
}

void InputDriver::press(int key, int modifiers) {
    const int before = counter_->keys_up;
    const int pressed = 1 + ((modifiers & wxMOD_CONTROL) != 0) + ((modifiers & wxMOD_SHIFT) != 0) + ((modifiers & wxMOD_ALT) != 0);
    simulator_.Char(key, modifiers);
    wait_for(counter_->keys_up, before, pressed);
    settle(100);
}

void InputDriver::type(const wxString& text) {
    const int before = counter_->keys_up;
    simulator_.Text(text.utf8_str());
    wait_for(counter_->keys_up, before, static_cast<int>(text.length()));
    settle(100);
}

namespace {
wxPoint screen_point(wxWindow* window, wxPoint at) {
    const wxSize size = window->GetClientSize();
    if (at == wxDefaultPosition) at = wxPoint(size.x / 2, size.y / 2);
    return window->ClientToScreen(at);
}
}  // namespace

void InputDriver::click(wxWindow* window, wxPoint at) {
    require(window != nullptr, "a control to click is not in the window (renamed or gone?)");
    simulator_.MouseMove(screen_point(window, at));
    settle(50);
    const int before = counter_->clicks;
    simulator_.MouseClick();
    wait_for(counter_->clicks, before, 1);
    settle(100);
}

void InputDriver::right_click(wxWindow* window, wxPoint at) {
    simulator_.MouseMove(screen_point(window, at));
    settle(50);
    const int before = counter_->clicks;
    simulator_.MouseClick(wxMOUSE_BTN_RIGHT);
    wait_for(counter_->clicks, before, 1);
    settle(100);
}

bool InputDriver::focus(wxWindow* window) {
    if (wxWindow::FindFocus() == window) return true;
    click(window);
    for (int i = 0; i < 10 && wxWindow::FindFocus() != window; ++i) {
        window->SetFocus();
        settle(50);
    }
    return wxWindow::FindFocus() == window || (wxWindow::FindFocus() && wxWindow::FindFocus()->GetParent() == window);
}

wxWindow* modal_dialog() {
    for (wxWindow* top : wxTopLevelWindows)
        if (auto* dialog = dynamic_cast<wxDialog*>(top); dialog && dialog->IsModal()) return dialog;
    return nullptr;
}

void InputDriver::when_modal(std::function<void(wxWindow& dialog)> action, int seconds) {
    // A timer fires inside the dialog's own event loop; it waits for the dialog, acts, and closes
    // that dialog itself if the action left it open after the time allowed.
    auto* timer = new wxTimer;
    const auto started = std::chrono::steady_clock::now();
    auto acted_on = std::make_shared<wxWindow*>(nullptr);
    auto is_open = [](wxWindow* window) {
        for (wxWindow* top : wxTopLevelWindows)
            if (top == window) return static_cast<wxDialog*>(window)->IsModal();
        return false;
    };
    timer->Bind(wxEVT_TIMER, [this, timer, started, acted_on, is_open, action = std::move(action), seconds](wxTimerEvent&) {
        bool late = std::chrono::steady_clock::now() - started > std::chrono::seconds(seconds);
        if (*acted_on == nullptr) {
            if (wxWindow* dialog = modal_dialog()) {
                *acted_on = dialog;
                // Keys go to the dialog only once the window manager has given it the focus.
                auto* top = dynamic_cast<wxTopLevelWindow*>(dialog);
                for (int i = 0; i < 100 && top && !top->IsActive(); ++i) settle(50);
                settle(100);
                action(*dialog);
                return;
            }
            if (!late) return;  // no dialog yet
        } else if (is_open(*acted_on)) {
            if (!late) return;  // the action left it open: wait for it to close
            std::fprintf(stderr, "a dialog was still open %d s after it was expected: closed by the test\n", seconds);
            static_cast<wxDialog*>(*acted_on)->EndModal(wxID_CANCEL);
        } else {
            late = false;  // done: it closed
        }
        if (late) modal_failed_ = true;
        timer->Stop();
        wxTheApp->CallAfter([timer] { delete timer; });
    });
    timer->Start(50);
}

wxWindow* find_named(wxWindow* top, const wxString& name) { return wxWindow::FindWindowByName(name, top); }

}  // namespace muster::ui
