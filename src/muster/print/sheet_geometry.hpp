#pragma once
// Internal: page frames shared by the sheets.
#include "muster/print/page_flow.hpp"

namespace muster {

/// One frame filling a portrait page inside the margins.
inline std::vector<PageFlow::Frame> full_page_frame(PaperSize paper) {
    const double width = paper == PaperSize::letter ? 612.0 : 595.276;
    const double height = paper == PaperSize::letter ? 792.0 : 841.89;
    const double margin = 40;
    return {{margin, height - margin, width - 2 * margin, 44}};
}

/// Two A5 halves of a landscape A4 sheet.
inline std::vector<PageFlow::Frame> a5_twice_frames() {
    const double width = 841.89, height = 595.276, margin = 30, gutter = 40;
    const double half = (width - 2 * margin - gutter) / 2;
    return {{margin, height - margin, half, 40}, {margin + half + gutter, height - margin, half, 40}};
}

}  // namespace muster
