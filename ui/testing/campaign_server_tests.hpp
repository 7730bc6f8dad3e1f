#pragma once

namespace muster::ui {

class InputDriver;
class MainFrame;

/// A campaign on the test cluster's server opened in the Campaign view (what File > Open
/// campaign on a server… does with the address typed), then another program's player shows in
/// the view without any action at this window (LISTEN/NOTIFY). Without a test cluster the
/// program exits 77, which ctest shows as skipped.
void campaign_on_a_server(MainFrame& frame, InputDriver& input);

}  // namespace muster::ui
