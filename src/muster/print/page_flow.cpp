#include "muster/print/page_flow.hpp"

#include <algorithm>
#include <sstream>

namespace muster {

namespace {

// Splits a word too long for the width at character boundaries.
std::vector<std::string> split_long_word(const PdfDocument& doc, const std::string& word, Face face, double size, double width) {
    std::vector<std::string> pieces;
    std::string current;
    for (std::size_t i = 0; i < word.size();) {
        std::size_t length = 1;
        const unsigned char c = static_cast<unsigned char>(word[i]);
        if (c >= 0xF0) length = 4;
        else if (c >= 0xE0) length = 3;
        else if (c >= 0xC0) length = 2;
        const std::string next = current + word.substr(i, length);
        if (!current.empty() && doc.text_width(next, face, size) > width) {
            pieces.push_back(current);
            current = word.substr(i, length);
        } else {
            current = next;
        }
        i += length;
    }
    if (!current.empty()) pieces.push_back(current);
    return pieces;
}

// A French text's spaced punctuation stays with its word: "moins ;" "2D6 :" "« Sur" never break
// apart, so no line starts with a semicolon or ends with an opening guillemet.
std::vector<std::string> unbreakable_words(std::istringstream& split) {
    auto closing = [](const std::string& word) {
        static const std::vector<std::string> marks{";", ":", "!", "?", "»", "!)", "?)", "»)", "!),", "?),", "!).", "?).", "»,", "».", "»;"};
        return std::find(marks.begin(), marks.end(), word) != marks.end();
    };
    std::vector<std::string> words;
    bool glue_next = false;
    for (std::string word; split >> word;) {
        if (!words.empty() && (glue_next || closing(word))) words.back() += " " + word;
        else words.push_back(word);
        glue_next = word == "«";
    }
    return words;
}

}  // namespace

std::vector<std::string> wrap_text(const PdfDocument& doc, const std::string& text, Face face, double size, double width) {
    std::vector<std::string> lines;
    std::istringstream paragraphs(text);
    for (std::string paragraph; std::getline(paragraphs, paragraph);) {
        std::istringstream split(paragraph);
        std::string line;
        for (const std::string& word : unbreakable_words(split)) {
            const std::string candidate = line.empty() ? word : line + " " + word;
            if (doc.text_width(candidate, face, size) <= width) {
                line = candidate;
                continue;
            }
            if (!line.empty()) lines.push_back(line);
            line.clear();
            if (doc.text_width(word, face, size) <= width) {
                line = word;
            } else {
                std::vector<std::string> pieces = split_long_word(doc, word, face, size, width);
                line = pieces.back();
                pieces.pop_back();
                lines.insert(lines.end(), pieces.begin(), pieces.end());
            }
        }
        lines.push_back(line);
    }
    if (lines.empty()) lines.emplace_back();
    return lines;
}

PageFlow::PageFlow(PdfDocument& doc, PaperSize paper, bool landscape, std::vector<Frame> frames_per_page, bool new_pages, bool draw, double base_size)
    : doc_(doc), paper_(paper), landscape_(landscape), frames_(std::move(frames_per_page)), new_pages_(new_pages), draw_(draw), size_(base_size) {
    ensure_page();
    y_ = frame().top;
    content_top_ = y_;
}

void PageFlow::open_frame() {
    y_ = frame().top;
    if (opener_) y_ -= opener_(page(), frame_in_page_, draw_);
    content_top_ = y_;
}

void PageFlow::open_frames_with(FrameOpener opener) {
    opener_ = std::move(opener);
    open_frame();
}

double PageFlow::height_of(const std::function<void(PageFlow&)>& block) const {
    const Frame& here = frame();
    PageFlow measure(doc_, paper_, landscape_, {{here.x, 1e6, here.width, -1e6}}, false, false, size_);
    block(measure);
    return 1e6 - measure.y_;
}

void PageFlow::ensure_page() {
    if (draw_) page_indexes_.push_back(doc_.add_page(paper_, landscape_));
    else page_indexes_.push_back(static_cast<int>(page_indexes_.size()));
}

void PageFlow::next_frame() {
    if (frame_in_page_ + 1 < frames_.size()) {
        ++frame_in_page_;
    } else if (new_pages_) {
        frame_in_page_ = 0;
        ensure_page();
    } else {
        overflowed_ = true;
        draw_ = false;  // keep measuring, draw nothing more
        frame_in_page_ = 0;
    }
    open_frame();
}

void PageFlow::keep(double height) {
    if (y_ - height < frame().bottom && !frame_is_fresh()) next_frame();
}

void PageFlow::space(double points) {
    // A gap at a frame's foot is dropped: it never opens a frame of its own (an empty continuation card).
    y_ = std::max(y_ - points, frame().bottom);
}

void PageFlow::heading(const std::string& text, int level) {
    const double size = level == 1 ? size_ * 1.8 : level == 2 ? size_ * 1.35 : size_ * 1.1;
    const std::vector<std::string> lines = wrap_text(doc_, text, Face::bold, size, frame().width);
    keep(leading(size) * static_cast<double>(lines.size()) + leading(size_) * 2);  // never alone at a frame's foot
    for (const std::string& line : lines) {
        y_ -= size;
        if (draw_) doc_.text(page(), frame().x, y_, line, Face::bold, size, level == 1 ? 0.0 : 0.15);
        y_ -= leading(size) - size;
    }
    if (level <= 2 && draw_) doc_.line(page(), frame().x, y_ + 1, frame().x + frame().width, y_ + 1, 0.6, 0.55);
    y_ -= size_ * 0.4;
}

void PageFlow::paragraph(const std::string& text, const std::string& bold_lead, double scale, double grey, bool run_on) {
    const double size = size_ * scale;
    const double lead_width = bold_lead.empty() ? 0 : doc_.text_width(bold_lead + " ", Face::bold, size);
    // The first line is shortened by the lead-in: wrap with a placeholder of the same width.
    std::vector<std::string> lines = wrap_text(doc_, text, Face::regular, size, frame().width - lead_width);
    if (!bold_lead.empty() && lines.size() > 1) {
        std::string rest;
        for (std::size_t i = 1; i < lines.size(); ++i) rest += (i > 1 ? " " : "") + lines[i];
        std::vector<std::string> rewrapped = wrap_text(doc_, rest, Face::regular, size, frame().width);
        lines.resize(1);
        lines.insert(lines.end(), rewrapped.begin(), rewrapped.end());
    }
    // A paragraph moves whole to the next frame rather than split, unless taller than a frame.
    const double whole = leading(size) * static_cast<double>(lines.size());
    if (run_on) keep(leading(size) * static_cast<double>(std::min<std::size_t>(lines.size(), 2)));  // never one line alone
    else if (whole <= frame().top - frame().bottom) keep(whole);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        keep(leading(size));
        y_ -= size;
        if (draw_) {
            double x = frame().x;
            if (i == 0 && !bold_lead.empty()) {
                doc_.text(page(), x, y_, bold_lead, Face::bold, size, grey);
                x += lead_width;
            }
            doc_.text(page(), x, y_, lines[i], Face::regular, size, grey);
        }
        y_ -= leading(size) - size;
    }
}

void PageFlow::table(const std::vector<TableColumn>& columns, const std::vector<std::vector<std::string>>& rows, double scale, const std::string& title,
                     double with_last_row, std::size_t first_rows) {
    const double size = size_ * scale;
    const double padding = size * 0.35;
    // A weight of 0 asks for a width from the content, as a browser lays out an automatic table:
    // each column at least as wide as its longest word (header included); the room beyond that goes
    // to the columns in proportion to how much wider their longest line is, so a column of short
    // values keeps them on one line without squeezing a column of sentences, and a header wraps only
    // when the table has no room for it. A table narrower than the card shares out what is left.
    std::vector<double> widths, least, natural;
    bool all_auto = true;
    double total_weight = 0;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (columns[i].weight > 0) {
            all_auto = false;
            widths.push_back(columns[i].weight);
            least.push_back(0);
            natural.push_back(0);
            total_weight += columns[i].weight;
            continue;
        }
        double longest_word = 0, longest_line = doc_.text_width(columns[i].title, Face::bold, size);
        std::istringstream title_words(columns[i].title);
        for (std::string word; title_words >> word;) longest_word = std::max(longest_word, doc_.text_width(word, Face::bold, size));
        for (const auto& row : rows) {
            if (i >= row.size()) continue;
            const double line = doc_.text_width(row[i], Face::regular, size);
            longest_line = std::max(longest_line, line);
            if (columns[i].keep_whole) {
                longest_word = std::max(longest_word, line);
                continue;
            }
            std::istringstream words(row[i]);
            for (std::string word; words >> word;) longest_word = std::max(longest_word, doc_.text_width(word, Face::regular, size));
        }
        least.push_back(longest_word + 2 * padding + 0.5);
        natural.push_back(std::max(least.back(), longest_line + 2 * padding + 0.5));
        widths.push_back(least.back());
    }
    if (all_auto) {
        double total_least = 0, total_natural = 0;
        for (std::size_t i = 0; i < widths.size(); ++i) {
            total_least += least[i];
            total_natural += natural[i];
        }
        const double width = frame().width;
        for (std::size_t i = 0; i < widths.size(); ++i) {
            if (total_natural <= width) widths[i] = natural[i] + (width - total_natural) * natural[i] / total_natural;
            else if (total_least < width) widths[i] = least[i] + (width - total_least) * (natural[i] - least[i]) / (total_natural - total_least);
            else widths[i] = width * least[i] / total_least;
        }
        if (total_least < width && total_natural > width) {
            // The other way to share the room: the columns needing least first get their longest line
            // on one line ("2 MP" never wraps beside a column of sentences), the rest in proportion.
            // The table keeps whichever of the two is shorter.
            std::vector<std::size_t> order(widths.size());
            for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
            std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return natural[a] - least[a] < natural[b] - least[b]; });
            std::vector<double> short_first = least;
            double room = width - total_least, wanting = 0;
            for (const std::size_t i : order) {
                if (natural[i] - least[i] <= room * 0.5) {
                    short_first[i] = natural[i];
                    room -= natural[i] - least[i];
                } else {
                    wanting += natural[i] - least[i];
                }
            }
            for (std::size_t i = 0; i < short_first.size(); ++i)
                if (short_first[i] < natural[i] && wanting > 0) short_first[i] += room * (natural[i] - least[i]) / wanting;
            auto table_height = [&](const std::vector<double>& w) {
                std::size_t lines = 0;
                auto row_lines = [&](const std::vector<std::string>& cells, Face face) {
                    std::size_t most_lines = 1;
                    for (std::size_t i = 0; i < columns.size(); ++i)
                        most_lines = std::max(most_lines, wrap_text(doc_, i < cells.size() ? cells[i] : "", face, size, w[i] - 2 * padding).size());
                    return most_lines;
                };
                std::vector<std::string> titles;
                for (const TableColumn& c : columns) titles.push_back(c.title);
                lines += row_lines(titles, Face::bold);
                for (const auto& row : rows) lines += row_lines(row, Face::regular);
                return lines;
            };
            if (table_height(short_first) < table_height(widths)) widths = short_first;
        }
    } else {
        for (double& w : widths) w = frame().width * w / total_weight;
    }
    // No column narrower than its longest word ("Infantry" never prints as "Infan/try"): the
    // width it lacks comes from the columns with room to spare (weighted
    // columns and cells kept whole included), in proportion to that room.
    std::vector<double> narrowest(columns.size(), 0);
    for (std::size_t i = 0; i < columns.size(); ++i) {
        std::istringstream title_words(columns[i].title);
        for (std::string word; title_words >> word;) narrowest[i] = std::max(narrowest[i], doc_.text_width(word, Face::bold, size));
        for (const auto& row : rows) {
            if (i >= row.size()) continue;
            if (columns[i].keep_whole) {
                narrowest[i] = std::max(narrowest[i], doc_.text_width(row[i], Face::regular, size));
                continue;
            }
            std::istringstream words(row[i]);
            for (std::string word; words >> word;) narrowest[i] = std::max(narrowest[i], doc_.text_width(word, Face::regular, size));
        }
        narrowest[i] += 2 * padding + 0.01;
    }
    double lacking = 0, spare = 0;
    for (std::size_t i = 0; i < widths.size(); ++i) {
        if (widths[i] < narrowest[i]) lacking += narrowest[i] - widths[i];
        else spare += widths[i] - narrowest[i];
    }
    if (lacking > 0 && spare > 0) {
        const double taken = std::min(1.0, lacking / spare);
        for (std::size_t i = 0; i < widths.size(); ++i)
            widths[i] = widths[i] < narrowest[i] ? (spare >= lacking ? narrowest[i] : widths[i] + (narrowest[i] - widths[i]) * spare / lacking)
                                                 : widths[i] - (widths[i] - narrowest[i]) * taken;
    }

    auto cell_lines = [&](const std::vector<std::string>& cells, Face face) {
        std::vector<std::vector<std::string>> out;
        for (std::size_t i = 0; i < columns.size(); ++i) out.push_back(wrap_text(doc_, i < cells.size() ? cells[i] : "", face, size, widths[i] - 2 * padding));
        return out;
    };
    auto height_of = [&](const std::vector<std::vector<std::string>>& lines) {
        std::size_t most = 1;
        for (const auto& cell : lines) most = std::max(most, cell.size());
        return static_cast<double>(most) * leading(size) + padding;
    };
    auto draw_row = [&](const std::vector<std::vector<std::string>>& lines, Face face, double fill) {
        const double height = height_of(lines);
        if (draw_) {
            if (fill < 1.0) doc_.fill_rect(page(), frame().x, y_ - height, frame().width, height, fill);
            double x = frame().x;
            for (std::size_t i = 0; i < columns.size(); ++i) {
                double line_y = y_ - padding * 0.5 - size;
                for (const std::string& line : lines[i]) {
                    const double text_x = columns[i].right ? x + widths[i] - padding - doc_.text_width(line, face, size) : x + padding;
                    doc_.text(page(), text_x, line_y, line, face, size);
                    line_y -= leading(size);
                }
                x += widths[i];
            }
            doc_.line(page(), frame().x, y_ - height, frame().x + frame().width, y_ - height, 0.3, 0.7);
        }
        y_ -= height;
    };

    std::vector<std::string> titles;
    for (const TableColumn& c : columns) titles.push_back(c.title);
    const auto header = cell_lines(titles, Face::bold);
    const bool has_header = std::any_of(titles.begin(), titles.end(), [](const std::string& t) { return !t.empty(); });
    const double header_height = has_header ? height_of(header) : 0;

    std::vector<std::vector<std::vector<std::string>>> body;
    for (std::size_t r = 0; r < rows.size() && r < first_rows; ++r) body.push_back(cell_lines(rows[r], Face::regular));
    keep(header_height + (body.empty() ? 0 : height_of(body.front()) + (body.size() == 1 ? with_last_row : 0)));
    if (has_header) draw_row(header, Face::bold, 0.85);
    for (std::size_t r = 0; r < body.size(); ++r) {
        // The last row takes what follows it (the table's note) along to the next frame.
        const double height = height_of(body[r]) + (r + 1 == body.size() ? with_last_row : 0);
        if (y_ - height < frame().bottom && !frame_is_fresh()) {
            next_frame();
            if (!title.empty()) heading(title, 3);
            if (has_header) draw_row(header, Face::bold, 0.85);
        }
        draw_row(body[r], Face::regular, r % 2 ? 0.95 : 1.0);
    }
    y_ -= size * 0.6;
}

void PageFlow::footers(const std::string& left, const std::string& page_word, const std::string& of_word) {
    if (!draw_ && !overflowed_) return;
    const int total = pages();
    for (int i = 0; i < total; ++i) {
        const int p = page_indexes_[static_cast<std::size_t>(i)];
        const double width = doc_.page_width(p);
        const std::string number = page_word + " " + std::to_string(i + 1) + " " + of_word + " " + std::to_string(total);
        const double small = std::max(8.0, size_ * 0.8);  // a running foot still reads at arm's length
        doc_.text(p, frames_.front().x, 22, left, Face::regular, small, 0.35);
        doc_.text(p, width - frames_.front().x - doc_.text_width(number, Face::regular, small), 22, number, Face::regular, small, 0.35);
    }
}

}  // namespace muster
