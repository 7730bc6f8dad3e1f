#pragma once
#include <functional>
#include <string>
#include <vector>

#include "muster/print/pdf_document.hpp"

namespace muster {

/// A column of a printed table.
struct TableColumn {
    std::string title;
    double weight = 1;        ///< share of the table's width
    bool right = false;       ///< right-aligned (numbers)
    bool keep_whole = false;  ///< its cells never break across lines ("30 cm", "2×40 cm")
};

/// Text broken into lines that fit a width (words kept whole unless longer than the width).
std::vector<std::string> wrap_text(const PdfDocument& doc, const std::string& text, Face face, double size, double width);

/// Lays content out top to bottom in frames (a page, or the two A5 halves of a sheet),
/// moving to the next frame — or a new page when allowed — when one is full. With
/// drawing off it only measures, so a card can find the font size at which it fits.
class PageFlow {
public:
    /// Where text may go on a page.
    struct Frame {
        double x, top, width, bottom;
    };

    PageFlow(PdfDocument& doc, PaperSize paper, bool landscape, std::vector<Frame> frames_per_page, bool new_pages, bool draw, double base_size);

    /// The base font size everything is scaled from.
    double base_size() const { return size_; }
    /// A title line (level 1 largest).
    void heading(const std::string& text, int level);
    /// A wrapped paragraph; a bold lead-in ("Lance: ") may start it. It moves whole to the next frame
    /// when it does not fit what is left, unless it may `run_on`: then its lines fill this frame first.
    void paragraph(const std::string& text, const std::string& bold_lead = "", double scale = 1.0, double grey = 0.0, bool run_on = false);
    /// A table whose rows never split; its header repeats after every frame break, under
    /// `title` when one is given (the table's own title, so a continued table still says what it is).
    /// `with_last_row` is the height of what must follow the last row in its frame (the table's note);
    /// `first_rows` lays only that many rows, in the columns all the rows would have (to measure where a table may begin).
    void table(const std::vector<TableColumn>& columns, const std::vector<std::vector<std::string>>& rows, double scale = 1.0, const std::string& title = "",
               double with_last_row = 0, std::size_t first_rows = static_cast<std::size_t>(-1));
    /// Vertical space in points.
    void space(double points);
    /// Makes sure this much height is left in the frame, else moves on.
    void keep(double height);
    /// True when content did not fit and no new page was allowed.
    bool overflowed() const { return overflowed_; }
    /// Pages used so far.
    int pages() const { return static_cast<int>(page_indexes_.size()); }
    /// Called on entering every frame (the first one too): draws what frames the content (a card's
    /// title, footer, cut marks) and returns the height it takes at the frame's top.
    using FrameOpener = std::function<double(int page, std::size_t frame_in_page, bool draw)>;
    /// Sets the opener and applies it to the current frame.
    void open_frames_with(FrameOpener opener);
    /// Moves on to the next frame now (a new card starts).
    void new_frame() { next_frame(); }
    /// True when nothing has been laid out in the current frame yet.
    bool frame_is_fresh() const { return y_ >= content_top_ - 0.01; }
    /// The height the content laid out by `block` takes at the current frame's width, measured
    /// without drawing (a section is moved whole to the next frame when it does not fit).
    double height_of(const std::function<void(PageFlow&)>& block) const;
    /// Height left in the current frame.
    double room() const { return y_ - frame().bottom; }
    /// Writes "left … Page N of M" at the foot of every page used.
    void footers(const std::string& left, const std::string& page_word, const std::string& of_word);

private:
    const Frame& frame() const { return frames_[frame_in_page_]; }
    void next_frame();
    void ensure_page();
    void open_frame();
    int page() const { return page_indexes_.empty() ? -1 : page_indexes_.back(); }
    double leading(double size) const { return size * 1.3; }

    PdfDocument& doc_;
    PaperSize paper_;
    bool landscape_;
    std::vector<Frame> frames_;
    bool new_pages_;
    bool draw_;
    double size_;
    std::size_t frame_in_page_ = 0;
    double y_ = 0;
    double content_top_ = 0;
    FrameOpener opener_;
    bool overflowed_ = false;
    std::vector<int> page_indexes_;
};

}  // namespace muster
