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

}  // namespace muster
