#pragma once
// libharu, loaded the first time a PDF is made (dlopen), so that muster-cli's other commands and
// the window's start never pay for it: with libpng and zlib, libhpdf costs about a millisecond of
// every process start (README, "Benchmarks").
#include <hpdf.h>

namespace muster {

/// The libharu functions Muster calls, named as libharu names them without "HPDF_".
struct HaruLibrary {
    decltype(&::HPDF_AddPage) AddPage = nullptr;
    decltype(&::HPDF_Font_TextWidth) Font_TextWidth = nullptr;
    decltype(&::HPDF_Free) Free = nullptr;
    decltype(&::HPDF_GetFont) GetFont = nullptr;
    decltype(&::HPDF_GetStreamSize) GetStreamSize = nullptr;
    decltype(&::HPDF_LoadTTFontFromFile) LoadTTFontFromFile = nullptr;
    decltype(&::HPDF_New) New = nullptr;
    decltype(&::HPDF_Page_BeginText) Page_BeginText = nullptr;
    decltype(&::HPDF_Page_EndText) Page_EndText = nullptr;
    decltype(&::HPDF_Page_Fill) Page_Fill = nullptr;
    decltype(&::HPDF_Page_GetHeight) Page_GetHeight = nullptr;
    decltype(&::HPDF_Page_GetWidth) Page_GetWidth = nullptr;
    decltype(&::HPDF_Page_LineTo) Page_LineTo = nullptr;
    decltype(&::HPDF_Page_MoveTo) Page_MoveTo = nullptr;
    decltype(&::HPDF_Page_Rectangle) Page_Rectangle = nullptr;
    decltype(&::HPDF_Page_SetFontAndSize) Page_SetFontAndSize = nullptr;
    decltype(&::HPDF_Page_SetGrayFill) Page_SetGrayFill = nullptr;
    decltype(&::HPDF_Page_SetGrayStroke) Page_SetGrayStroke = nullptr;
    decltype(&::HPDF_Page_SetLineWidth) Page_SetLineWidth = nullptr;
    decltype(&::HPDF_Page_SetSize) Page_SetSize = nullptr;
    decltype(&::HPDF_Page_Stroke) Page_Stroke = nullptr;
    decltype(&::HPDF_Page_TextOut) Page_TextOut = nullptr;
    decltype(&::HPDF_ReadFromStream) ReadFromStream = nullptr;
    decltype(&::HPDF_ResetError) ResetError = nullptr;
    decltype(&::HPDF_SaveToStream) SaveToStream = nullptr;
    decltype(&::HPDF_SetCompressionMode) SetCompressionMode = nullptr;
    decltype(&::HPDF_SetInfoAttr) SetInfoAttr = nullptr;
    decltype(&::HPDF_UseUTFEncodings) UseUTFEncodings = nullptr;
};

/// libharu, loaded on first use; throws muster::Error naming the library when it cannot be loaded.
const HaruLibrary& haru();

}  // namespace muster
