#pragma once
// Internal: cards laid out in the slots of a sheet (one per page, two A5 or four A6 per sheet),
// each with its system and topic at the top, its language and source at the foot, and cut
// marks between the slots; a section that does not fit what is left of a card moves whole to
// a continuation card of the same topic.
#include <functional>
#include <string>

#include "muster/print/page_flow.hpp"
#include "muster/print/printing.hpp"

namespace muster {

/// Inks (0 black, 1 white) of a card's secondary texts, dark enough to photocopy: notes under
/// tables and items; the system line, the footer and the sources.
inline constexpr double note_ink = 0.15;
inline constexpr double aside_ink = 0.25;

/// What a card carries besides its content.
struct CardFace {
    std::string system;  ///< "Warmaster Medieval — siege", above the title
    std::string topic;   ///< the card's title
    std::string footer;  ///< "English · Source: seed 000, p. 1-6", at the foot
};

/// A PDF of cards, laid out slot after slot.
class CardSheet {
public:
    /// With draw off it only counts the cards and sheets the content needs.
    CardSheet(PdfDocument& doc, const PrintOptions& options, bool draw);

    /// Starts a new card in the next free slot.
    void begin(CardFace face);
    /// Lays out one section; when it does not fit what is left of the card it moves whole to a
    /// continuation card (it is split by table rows only when taller than a whole card). A section
    /// with a `start` (a table's title, header and first row) flows instead: it begins on this card
    /// when its start fits and runs on to the next, so a card is filled before the next one starts.
    void section(const std::function<void(PageFlow&)>& lay, const std::function<void(PageFlow&)>& start = {});
    /// The flow of the card being laid out.
    PageFlow& flow() { return flow_; }
    /// Cards started (continuations included) and sheets used.
    int cards() const { return cards_; }
    int pages() const { return flow_.pages(); }
    /// The body type size of this layout.
    double body_size() const { return flow_.base_size(); }

private:
    double open(int page, std::size_t slot, bool draw);

    PdfDocument& doc_;
    PrintOptions options_;
    CardSheetGeometry geometry_;
    PageFlow flow_;
    CardFace face_;
    std::string continued_;  ///< "continued", after the topic of a continuation card
    bool starting_ = false;  ///< the next frame opened is a new card's first
    int cards_ = 0;
};

/// A count of points, engineer-months or centimetres written the language's way ("1,200" / "1 200", "2.5" / "2,5").
std::string written_number(double value, Language language);

}  // namespace muster
