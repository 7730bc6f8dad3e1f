#include "json_contract.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>

#include <nlohmann/json.hpp>

#include "muster/report/report_json.hpp"
#include "muster/text/render.hpp"

namespace muster::cli {

void write_whole_numbers_as_integers(nlohmann::json& value) {
    if (value.is_number_float()) {
        const double number = value.get<double>();
        // 2^53: past it a double no longer holds every whole number, and no count of Muster gets there
        if (std::isfinite(number) && std::trunc(number) == number && std::fabs(number) < 9007199254740992.0) value = static_cast<std::int64_t>(number);
    } else if (value.is_structured()) {
        for (nlohmann::json& element : value) write_whole_numbers_as_integers(element);
    }
}

bool json_asked(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0) return false;
        if (std::strcmp(argv[i], "--json") == 0) return true;
    }
    return false;
}

nlohmann::json error_json(const Message& meaning, Language language) {
    nlohmann::json error = message_json(meaning);
    error["text"] = render_message(meaning, language);
    return {{"format", json_format}, {"error", error}};
}

}  // namespace muster::cli
