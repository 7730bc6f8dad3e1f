#include "muster/wfb3/wfb3_messages.hpp"

#include "muster/text/render.hpp"

namespace muster::wfb3::messages {

std::string say(const Message& message) { return render_message(message, Language::english); }

}  // namespace muster::wfb3::messages
