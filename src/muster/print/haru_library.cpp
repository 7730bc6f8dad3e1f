#include "muster/print/haru_library.hpp"

#include <dlfcn.h>

#include <mutex>
#include <optional>

#include "muster/util/error.hpp"

namespace muster {

namespace {

constexpr MessageText not_loaded =
    MUSTER_MESSAGE("print.haru-not-loaded", "printing needs the libharu library ({library}), which could not be loaded: {reason}");

template <class Function>
void bind(void* handle, Function& function, const char* name) {
    function = reinterpret_cast<Function>(dlsym(handle, name));
    if (function == nullptr) throw Error(message(not_loaded).with("library", VerbatimValue{MUSTER_HARU_SONAME}).with("reason", VerbatimValue{name}));
}

HaruLibrary load() {
    void* handle = dlopen(MUSTER_HARU_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* reason = dlerror();
        throw Error(message(not_loaded).with("library", VerbatimValue{MUSTER_HARU_SONAME}).with("reason", VerbatimValue{reason ? reason : ""}));
    }
    HaruLibrary library;
    bind(handle, library.AddPage, "HPDF_AddPage");
    bind(handle, library.Font_TextWidth, "HPDF_Font_TextWidth");
    bind(handle, library.Free, "HPDF_Free");
    bind(handle, library.GetFont, "HPDF_GetFont");
    bind(handle, library.GetStreamSize, "HPDF_GetStreamSize");
    bind(handle, library.LoadTTFontFromFile, "HPDF_LoadTTFontFromFile");
    bind(handle, library.New, "HPDF_New");
    bind(handle, library.Page_BeginText, "HPDF_Page_BeginText");
    bind(handle, library.Page_EndText, "HPDF_Page_EndText");
    bind(handle, library.Page_Fill, "HPDF_Page_Fill");
    bind(handle, library.Page_GetHeight, "HPDF_Page_GetHeight");
    bind(handle, library.Page_GetWidth, "HPDF_Page_GetWidth");
    bind(handle, library.Page_LineTo, "HPDF_Page_LineTo");
    bind(handle, library.Page_MoveTo, "HPDF_Page_MoveTo");
    bind(handle, library.Page_Rectangle, "HPDF_Page_Rectangle");
    bind(handle, library.Page_SetFontAndSize, "HPDF_Page_SetFontAndSize");
    bind(handle, library.Page_SetGrayFill, "HPDF_Page_SetGrayFill");
    bind(handle, library.Page_SetGrayStroke, "HPDF_Page_SetGrayStroke");
    bind(handle, library.Page_SetLineWidth, "HPDF_Page_SetLineWidth");
    bind(handle, library.Page_SetSize, "HPDF_Page_SetSize");
    bind(handle, library.Page_Stroke, "HPDF_Page_Stroke");
    bind(handle, library.Page_TextOut, "HPDF_Page_TextOut");
    bind(handle, library.ReadFromStream, "HPDF_ReadFromStream");
    bind(handle, library.ResetError, "HPDF_ResetError");
    bind(handle, library.SaveToStream, "HPDF_SaveToStream");
    bind(handle, library.SetCompressionMode, "HPDF_SetCompressionMode");
    bind(handle, library.SetInfoAttr, "HPDF_SetInfoAttr");
    bind(handle, library.UseUTFEncodings, "HPDF_UseUTFEncodings");
    return library;  // the handle stays open for the life of the process
}

}  // namespace

const HaruLibrary& haru() {
    static std::mutex mutex;
    static std::optional<HaruLibrary> library;
    const std::lock_guard lock(mutex);
    if (!library) library = load();  // a failure is said, and tried again at the next PDF
    return *library;
}

}  // namespace muster
