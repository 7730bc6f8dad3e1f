#include "muster/print/system_fonts.hpp"

#include <dlfcn.h>

#include <mutex>
#include <string>

#include "muster/util/error.hpp"

namespace muster {

namespace {

constexpr const char* fontconfig_soname = "libfontconfig.so.1";

constexpr MessageText fontconfig_not_loaded = MUSTER_MESSAGE(
    "print.fontconfig-not-loaded", "printing needs the fontconfig library ({library}) to find the DejaVu Sans font, and it could not be loaded: {reason}");
constexpr MessageText dejavu_missing =
    MUSTER_MESSAGE("print.dejavu-missing",
                   "printing needs the font DejaVu Sans ({face}), which is not installed: fontconfig offers {family} ({file}) instead; "
                   "install it (Debian and Ubuntu: the package fonts-dejavu-core)");
constexpr MessageText dejavu_not_found =
    MUSTER_MESSAGE("print.dejavu-not-found",
                   "printing needs the font DejaVu Sans ({face}), which fontconfig cannot find; install it (Debian and Ubuntu: the "
                   "package fonts-dejavu-core)");

// The few fontconfig calls a match needs (fontconfig.h is not needed to build: the types are opaque here).
struct FontconfigCalls {
    using Pattern = void*;
    void* (*InitLoadConfigAndFonts)() = nullptr;
    Pattern (*NameParse)(const unsigned char*) = nullptr;
    int (*ConfigSubstitute)(void*, Pattern, int) = nullptr;
    void (*DefaultSubstitute)(Pattern) = nullptr;
    Pattern (*FontMatch)(void*, Pattern, int*) = nullptr;
    int (*PatternGetString)(Pattern, const char*, int, unsigned char**) = nullptr;
    void (*PatternDestroy)(Pattern) = nullptr;
    void* config = nullptr;
};

template <class Function>
void bind_fontconfig_call(void* handle, Function& function, const char* name) {
    function = reinterpret_cast<Function>(dlsym(handle, name));
    if (function == nullptr) throw Error(message(fontconfig_not_loaded).with("library", VerbatimValue{fontconfig_soname}).with("reason", VerbatimValue{name}));
}

FontconfigCalls load_fontconfig() {
    void* handle = dlopen(fontconfig_soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* reason = dlerror();
        throw Error(message(fontconfig_not_loaded).with("library", VerbatimValue{fontconfig_soname}).with("reason", VerbatimValue{reason ? reason : ""}));
    }
    FontconfigCalls calls;
    bind_fontconfig_call(handle, calls.InitLoadConfigAndFonts, "FcInitLoadConfigAndFonts");
    bind_fontconfig_call(handle, calls.NameParse, "FcNameParse");
    bind_fontconfig_call(handle, calls.ConfigSubstitute, "FcConfigSubstitute");
    bind_fontconfig_call(handle, calls.DefaultSubstitute, "FcDefaultSubstitute");
    bind_fontconfig_call(handle, calls.FontMatch, "FcFontMatch");
    bind_fontconfig_call(handle, calls.PatternGetString, "FcPatternGetString");
    bind_fontconfig_call(handle, calls.PatternDestroy, "FcPatternDestroy");
    calls.config = calls.InitLoadConfigAndFonts();
    return calls;  // the handle and the configuration stay for the life of the process
}

const FontconfigCalls& fontconfig() {
    static std::once_flag loaded;
    static FontconfigCalls calls;
    std::call_once(loaded, [] { calls = load_fontconfig(); });
    return calls;
}

// The file and family fontconfig matches for a pattern ("DejaVu Sans:style=Bold").
std::pair<std::string, std::string> fontconfig_match(const FontconfigCalls& fc, const std::string& pattern_text) {
    constexpr int match_pattern = 0;  // FcMatchPattern
    void* pattern = fc.NameParse(reinterpret_cast<const unsigned char*>(pattern_text.c_str()));
    if (pattern == nullptr) return {};
    fc.ConfigSubstitute(fc.config, pattern, match_pattern);
    fc.DefaultSubstitute(pattern);
    int result = 0;
    void* match = fc.FontMatch(fc.config, pattern, &result);
    fc.PatternDestroy(pattern);
    if (match == nullptr) return {};
    unsigned char* file = nullptr;
    unsigned char* family = nullptr;
    std::pair<std::string, std::string> found;
    if (fc.PatternGetString(match, "file", 0, &file) == 0 && file) found.first = reinterpret_cast<const char*>(file);
    if (fc.PatternGetString(match, "family", 0, &family) == 0 && family) found.second = reinterpret_cast<const char*>(family);
    fc.PatternDestroy(match);
    return found;
}

}  // namespace

std::filesystem::path dejavu_sans_file(FontFace face) {
    const std::string pattern = face == FontFace::bold ? "DejaVu Sans:style=Bold" : "DejaVu Sans:style=Book";
    const auto [file, family] = fontconfig_match(fontconfig(), pattern);
    const std::filesystem::path path = file;
    // libharu embeds TrueType files; a DejaVu Sans of another format is no use to it.
    if (file.empty()) throw Error(message(dejavu_not_found).with("face", VerbatimValue{pattern}));
    if (family != "DejaVu Sans" || path.extension() != ".ttf")
        throw Error(message(dejavu_missing).with("face", VerbatimValue{pattern}).with("family", VerbatimValue{family}).with("file", VerbatimValue{file}));
    return path;
}

}  // namespace muster
