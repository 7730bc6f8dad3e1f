#include "muster/util/document_paths.hpp"

namespace muster {

std::string with_document_extension(std::string_view path, std::string_view extension) {
    if (extension.empty() || path.ends_with(extension)) return std::string(path);
    std::string_view stem = path;
    // "name.xml" is what a file chooser makes of "name" under a "*.roster.xml" filter.
    const std::string_view last = extension.substr(extension.rfind('.'));
    if (last != extension && stem.ends_with(last)) stem.remove_suffix(last.size());
    if (stem.ends_with('.')) stem.remove_suffix(1);
    return std::string(stem) + std::string(extension);
}

}  // namespace muster
