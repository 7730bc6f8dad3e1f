#include "muster/print/pdf_document.hpp"

#include <cerrno>
#include <cstdio>
#include <string>
#include <vector>
#include <utility>

#include "muster/print/haru_library.hpp"

#include "muster/util/atomic_file.hpp"
#include "muster/print/system_fonts.hpp"
#include "muster/util/error.hpp"
#include "muster/util/output_messages.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

struct ErrorState {
    HPDF_STATUS code = 0;
    HPDF_STATUS detail = 0;
    int system_error = 0;  ///< errno when libharu failed, for its file errors
};

// libharu reports errors through a C callback; remember the first one and let check() throw.
thread_local ErrorState last_error;

void on_error(HPDF_STATUS code, HPDF_STATUS detail, void*) {
    if (last_error.code == 0) last_error = {code, detail, errno};
}

// libharu's error codes in plain words (the code itself follows in parentheses).
std::string error_in_words(HPDF_STATUS code, int system_error) {
    switch (code) {
        case HPDF_FILE_OPEN_ERROR:
            return system_error ? "a file could not be opened, " + system_reason(system_error) : "a file could not be opened";
        case HPDF_FILE_IO_ERROR:
            return system_error ? "a file could not be read or written, " + system_reason(system_error) : "a file could not be read or written";
        case HPDF_FAILD_TO_ALLOC_MEM:
            return "out of memory";
        case HPDF_FONT_EXISTS:
        case HPDF_FONT_INVALID_WIDTHS_TABLE:
        case HPDF_INVALID_FONTDEF_DATA:
        case HPDF_INVALID_FONTDEF_TYPE:
        case HPDF_INVALID_FONT_NAME:
        case HPDF_INVALID_TTC_FILE:
        case HPDF_INVALID_TTC_INDEX:
        case HPDF_TTF_CANNOT_EMBEDDING_FONT:
        case HPDF_TTF_INVALID_CMAP:
        case HPDF_TTF_INVALID_FOMAT:
        case HPDF_TTF_MISSING_TABLE:
        case HPDF_UNSUPPORTED_FONT_TYPE:
        case HPDF_INVALID_FONT:
        case HPDF_PAGE_FONT_NOT_FOUND:
        case HPDF_PAGE_INVALID_FONT:
            return "the font is missing, damaged or not a TrueType font libharu can embed";
        case HPDF_INVALID_ENCODER:
        case HPDF_INVALID_ENCODING_NAME:
            return "the text encoding (UTF-8) is not available";
        case HPDF_PAGE_INVALID_FONT_SIZE:
            return "a font size is out of range";
        case HPDF_REAL_OUT_OF_RANGE:
        case HPDF_PAGE_OUT_OF_RANGE:
            return "a position or size on the page is out of range";
        case HPDF_PAGE_INVALID_SIZE:
            return "the page size is out of range";
        case HPDF_ZLIB_ERROR:
            return "compressing the PDF failed";
        case HPDF_STRING_OUT_OF_RANGE:
            return "a text is too long for one PDF string";
        default:
            return "libharu refused an operation";
    }
}

// A document information string in PDFDocEncoding (PDF 1.7, annex D.2): Latin-1 where the two agree, the
// typographer's punctuation at its own codes, '?' for what it cannot hold. libharu writes the title's bytes
// as they are, so UTF-8 would read "OrlÃ©ans" in pdfinfo and every viewer's title bar.
std::string pdf_doc_encoding(const std::string& utf8) {
    static const std::pair<char32_t, unsigned char> special[] = {
        {0x2022, 0x80}, {0x2020, 0x81}, {0x2021, 0x82}, {0x2026, 0x83}, {0x2014, 0x84}, {0x2013, 0x85}, {0x0192, 0x86}, {0x2044, 0x87},
        {0x2039, 0x88}, {0x203A, 0x89}, {0x2212, 0x8A}, {0x2030, 0x8B}, {0x201E, 0x8C}, {0x201C, 0x8D}, {0x201D, 0x8E}, {0x2018, 0x8F},
        {0x2019, 0x90}, {0x201A, 0x91}, {0x2122, 0x92}, {0xFB01, 0x93}, {0xFB02, 0x94}, {0x0141, 0x95}, {0x0152, 0x96}, {0x0160, 0x97},
        {0x0178, 0x98}, {0x017D, 0x99}, {0x0131, 0x9A}, {0x0142, 0x9B}, {0x0153, 0x9C}, {0x0161, 0x9D}, {0x017E, 0x9E}, {0x20AC, 0xA0}};
    std::string out;
    for (std::size_t i = 0; i < utf8.size();) {
        const auto byte = static_cast<unsigned char>(utf8[i]);
        const int length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        char32_t code = length == 1 ? byte : byte & (0xFF >> (length + 1));
        for (int k = 1; k < length && i + static_cast<std::size_t>(k) < utf8.size(); ++k)
            code = (code << 6) | (static_cast<unsigned char>(utf8[i + static_cast<std::size_t>(k)]) & 0x3F);
        i += static_cast<std::size_t>(length);
        if (code < 0x80 || (code >= 0xA1 && code <= 0xFF && code != 0xAD)) {
            out += static_cast<char>(code);
            continue;
        }
        char mapped = '?';
        if (code == 0xA0) mapped = ' ';
        for (const auto& [from, to] : special)
            if (from == code) mapped = static_cast<char>(to);
        out += mapped;
    }
    return out;
}

}  // namespace

PdfDocument::PdfDocument(const std::string& title) {
    last_error = {};
    doc_ = haru().New(on_error, nullptr);
    if (!doc_) throw Error("cannot start a PDF (out of memory)");
    check(haru().SetCompressionMode(doc_, HPDF_COMP_ALL), "setting compression");
    check(haru().UseUTFEncodings(doc_), "enabling UTF-8");
    haru().SetInfoAttr(doc_, HPDF_INFO_CREATOR, "Muster");
    haru().SetInfoAttr(doc_, HPDF_INFO_TITLE, pdf_doc_encoding(to_nfc(title)).c_str());
}

PdfDocument::~PdfDocument() { haru().Free(doc_); }

void PdfDocument::check(unsigned long status, const char* doing) const {
    if (status == HPDF_OK && last_error.code == 0) return;
    const HPDF_STATUS failed = last_error.code ? last_error.code : status;
    char code[64];
    std::snprintf(code, sizeof code, "0x%04lX/%lu", static_cast<unsigned long>(failed), static_cast<unsigned long>(last_error.detail));
    const std::string words = error_in_words(failed, last_error.system_error);
    last_error = {};
    haru().ResetError(doc_);
    throw Error(std::string("PDF output failed while ") + doing + ": " + words + " (libharu error " + code + ")");
}

HPDF_Font PdfDocument::font(Face face) const {
    HPDF_Font& slot = face == Face::bold ? bold_ : regular_;
    if (!slot) {
        // Faces load only when used: every loaded face is embedded.
        const std::filesystem::path file = dejavu_sans_file(face == Face::bold ? FontFace::bold : FontFace::regular);
        const char* name = haru().LoadTTFontFromFile(doc_, file.c_str(), HPDF_TRUE);
        if (!name) check(HPDF_FAILD_TO_ALLOC_MEM, ("loading the font " + file.string()).c_str());
        slot = haru().GetFont(doc_, name, "UTF-8");
        check(slot ? HPDF_OK : HPDF_INVALID_FONT, "selecting the font");
    }
    return slot;
}

HPDF_Page PdfDocument::page(int index) const { return pages_.at(static_cast<std::size_t>(index)); }

int PdfDocument::add_page(PaperSize paper, bool landscape) {
    HPDF_Page page = haru().AddPage(doc_);
    check(page ? HPDF_OK : HPDF_FAILD_TO_ALLOC_MEM, "adding a page");
    if (landscape) {
        check(haru().Page_SetSize(page, paper == PaperSize::letter ? HPDF_PAGE_SIZE_LETTER : HPDF_PAGE_SIZE_A4, HPDF_PAGE_LANDSCAPE), "sizing a page");
    } else {
        check(haru().Page_SetSize(page, paper == PaperSize::letter ? HPDF_PAGE_SIZE_LETTER : HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT), "sizing a page");
    }
    pages_.push_back(page);
    return static_cast<int>(pages_.size()) - 1;
}

double PdfDocument::page_width(int index) const { return haru().Page_GetWidth(page(index)); }
double PdfDocument::page_height(int index) const { return haru().Page_GetHeight(page(index)); }

double PdfDocument::text_width(std::string_view text, Face face, double size) const {
    const std::string nfc = to_nfc(text);
    if (nfc.empty()) return 0;
    const HPDF_TextWidth width = haru().Font_TextWidth(font(face), reinterpret_cast<const HPDF_BYTE*>(nfc.data()), static_cast<HPDF_UINT>(nfc.size()));
    return width.width * size / 1000.0;
}

void PdfDocument::text(int index, double x, double y, std::string_view text, Face face, double size, double grey) {
    const std::string nfc = to_nfc(text);
    if (nfc.empty()) return;
    HPDF_Page p = page(index);
    haru().Page_SetGrayFill(p, static_cast<HPDF_REAL>(grey));
    haru().Page_BeginText(p);
    haru().Page_SetFontAndSize(p, font(face), static_cast<HPDF_REAL>(size));
    haru().Page_TextOut(p, static_cast<HPDF_REAL>(x), static_cast<HPDF_REAL>(y), nfc.c_str());
    check(haru().Page_EndText(p), "writing text");
}

void PdfDocument::fill_rect(int index, double x, double y, double width, double height, double grey) {
    HPDF_Page p = page(index);
    haru().Page_SetGrayFill(p, static_cast<HPDF_REAL>(grey));
    haru().Page_Rectangle(p, static_cast<HPDF_REAL>(x), static_cast<HPDF_REAL>(y), static_cast<HPDF_REAL>(width), static_cast<HPDF_REAL>(height));
    check(haru().Page_Fill(p), "drawing a box");
}

void PdfDocument::line(int index, double x1, double y1, double x2, double y2, double width, double grey) {
    HPDF_Page p = page(index);
    haru().Page_SetGrayStroke(p, static_cast<HPDF_REAL>(grey));
    haru().Page_SetLineWidth(p, static_cast<HPDF_REAL>(width));
    haru().Page_MoveTo(p, static_cast<HPDF_REAL>(x1), static_cast<HPDF_REAL>(y1));
    haru().Page_LineTo(p, static_cast<HPDF_REAL>(x2), static_cast<HPDF_REAL>(y2));
    check(haru().Page_Stroke(p), "drawing a line");
}

void PdfDocument::save(const std::filesystem::path& file) {
    // libharu builds the PDF in memory; the one writer every output shares puts it on disk.
    check(haru().SaveToStream(doc_), ("making " + file.string()).c_str());
    std::string bytes(haru().GetStreamSize(doc_), '\0');
    HPDF_UINT32 size = static_cast<HPDF_UINT32>(bytes.size());
    const HPDF_STATUS read = haru().ReadFromStream(doc_, reinterpret_cast<HPDF_BYTE*>(bytes.data()), &size);
    if (read == HPDF_STREAM_EOF) {  // the whole PDF was read: the end of the stream is no error
        last_error = {};
        haru().ResetError(doc_);
    } else {
        check(read, ("making " + file.string()).c_str());
    }
    bytes.resize(size);
    write_file_atomically(file, bytes);
}

}  // namespace muster
