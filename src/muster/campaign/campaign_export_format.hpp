#pragma once
// The campaign export's JSON envelope: what `campaign export` writes and `campaign import` expects.

namespace muster {

inline constexpr const char* campaign_export_format = "muster-campaign-export";
inline constexpr int campaign_export_version = 1;

}  // namespace muster
