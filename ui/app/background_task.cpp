#include "app/background_task.hpp"

#include <chrono>
#include <future>

#include <wx/progdlg.h>

#include "app/interface_language.hpp"
#include "muster/util/error.hpp"

namespace muster::ui {

std::string run_with_progress(wxWindow* parent, const wxString& title, const wxString& message, std::function<void()> work) {
    std::future<std::string> result = std::async(std::launch::async, [work = std::move(work)]() -> std::string {
        try {
            work();
        } catch (const Error& e) { return e.in(interface_language()); } catch (const std::exception& e) {
            return std::string("unexpected failure: ") + e.what();
        }
        return {};
    });
    using namespace std::chrono_literals;
    if (result.wait_for(150ms) == std::future_status::ready) return result.get();  // quick work shows no dialog
    wxProgressDialog progress(title, message, 100, parent, wxPD_APP_MODAL | wxPD_SMOOTH | wxPD_ELAPSED_TIME);
    while (result.wait_for(50ms) != std::future_status::ready) progress.Pulse();
    return result.get();
}

}  // namespace muster::ui
