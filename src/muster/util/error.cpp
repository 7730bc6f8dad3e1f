#include "muster/util/error.hpp"

#include "muster/text/render.hpp"

namespace muster {

Error::Error(Message meaning) : std::runtime_error(render_message(meaning, Language::english)), meaning_(std::move(meaning)) {}

std::string Error::in(Language language) const { return meaning_ ? render_message(*meaning_, language) : std::string(what()); }

}  // namespace muster
