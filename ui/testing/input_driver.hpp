#pragma once
#include <functional>
#include <string>

#include <wx/string.h>
#include <wx/uiaction.h>

class wxWindow;

namespace muster::ui {

/// Sends real input events to the window — key presses and mouse clicks through the X server
/// (wxUIActionSimulator, XTest) — and lets the app handle them, for the tests that drive the
/// window as a player would.
class InputDriver {
public:
    InputDriver();
    ~InputDriver();
    InputDriver(const InputDriver&) = delete;
    InputDriver& operator=(const InputDriver&) = delete;

    /// Lets the app handle what is pending for about `ms` milliseconds.
    void settle(int ms = 150);
    /// Presses and releases a key with modifiers (wxMOD_CONTROL, wxMOD_SHIFT, wxMOD_ALT).
    void press(int key, int modifiers = wxMOD_NONE);
    /// Types text character by character.
    void type(const wxString& text);
    /// Moves the mouse to the middle of a window (or to `at`, in its client coordinates) and clicks.
    void click(wxWindow* window, wxPoint at = wxDefaultPosition);
    /// Right-clicks a window in the middle (or at `at`).
    void right_click(wxWindow* window, wxPoint at = wxDefaultPosition);
    /// Gives a window the keyboard focus by clicking it, and checks it has it.
    bool focus(wxWindow* window);
    /// Runs `action` once the next modal dialog is shown (so it can answer it with keys), while
    /// the caller is blocked in the call that shows it. Gives up after `seconds`: closes the
    /// dialog and makes modal_failed() true, so a test never hangs.
    void when_modal(std::function<void(wxWindow& dialog)> action, int seconds = 30);
    /// True when a when_modal() action timed out or no dialog came.
    bool modal_failed() const { return modal_failed_; }

private:
    /// Waits (up to a few seconds) until the app has seen `count` more key releases or clicks
    /// than `before`: the X server delivers simulated input later, more so on a busy machine.
    void wait_for(const int& counter, int before, int count);

    wxUIActionSimulator simulator_;
    class Counter;
    Counter* counter_ = nullptr;
    bool modal_failed_ = false;
};

/// The window called `name` (wxWindow::SetName) under `top`, or null.
wxWindow* find_named(wxWindow* top, const wxString& name);

/// The modal dialog shown now, or null.
wxWindow* modal_dialog();

}  // namespace muster::ui
