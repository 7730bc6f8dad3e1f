#pragma once
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "muster/print/print_options.hpp"

// libharu's handles, without its header.
struct _HPDF_Doc_Rec;
struct _HPDF_Dict_Rec;

namespace muster {

/// A font face loaded into a document.
enum class Face { regular, bold };

/// A PDF being written: pages, the embedded DejaVu faces (UTF-8, from templates/fonts), and
/// compression. libharu's errors become muster::Error.
class PdfDocument {
public:
    explicit PdfDocument(const std::string& title);
    ~PdfDocument();
    PdfDocument(const PdfDocument&) = delete;
    PdfDocument& operator=(const PdfDocument&) = delete;

    /// Adds a page of a paper size (landscape for two A5 cards); returns its index.
    int add_page(PaperSize paper, bool landscape = false);
    /// Number of pages.
    int page_count() const { return static_cast<int>(pages_.size()); }
    /// Width and height of a page in points.
    double page_width(int page) const;
    double page_height(int page) const;

    /// Width of NFC text in points.
    double text_width(std::string_view text, Face face, double size) const;
    /// Draws NFC text with its baseline at (x, y), y from the bottom.
    void text(int page, double x, double y, std::string_view text, Face face, double size, double grey = 0.0);
    /// Fills a rectangle with a grey (0 black … 1 white).
    void fill_rect(int page, double x, double y, double width, double height, double grey);
    /// Draws a line.
    void line(int page, double x1, double y1, double x2, double y2, double width, double grey);

    /// Writes the PDF (throws Error on failure).
    void save(const std::filesystem::path& file);

private:
    struct _HPDF_Dict_Rec* font(Face face) const;
    struct _HPDF_Dict_Rec* page(int index) const;
    void check(unsigned long status, const char* doing) const;

    struct _HPDF_Doc_Rec* doc_ = nullptr;
    mutable struct _HPDF_Dict_Rec* regular_ = nullptr;
    mutable struct _HPDF_Dict_Rec* bold_ = nullptr;
    std::vector<struct _HPDF_Dict_Rec*> pages_;
};

}  // namespace muster
