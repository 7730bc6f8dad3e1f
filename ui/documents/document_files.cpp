#include "documents/document_files.hpp"

#include <algorithm>
#include <filesystem>

#include "documents/document_view.hpp"

namespace muster::ui {

namespace {

/// A name without what a file system refuses or reads as a folder; empty when nothing is left.
std::string file_safe(std::string name) {
    std::replace_if(
        name.begin(), name.end(), [](char c) { return c == '/' || c == '\\' || (c >= 0 && c < ' '); }, ' ');
    const auto first = name.find_first_not_of(" .");
    if (first == std::string::npos) return {};
    return name.substr(first, name.find_last_not_of(' ') - first + 1);
}

/// A file's name without its document extension (".roster.xml" counts as one).
std::string stem_of(const std::string& path, const std::string& document_extension) {
    std::string name = std::filesystem::path(path).filename().string();
    if (!document_extension.empty() && name.size() > document_extension.size() && name.ends_with(document_extension))
        return name.substr(0, name.size() - document_extension.size());
    return std::filesystem::path(name).stem().string();
}

}  // namespace

std::string proposed_file_name(const DocumentView& document, const std::string& extension) {
    std::string stem;
    if (!document.path().empty()) stem = stem_of(document.path(), document.file_type().extension);
    if (stem.empty()) stem = file_safe(document.carried_name());
    if (stem.empty()) stem = "untitled";
    return stem + extension;
}

std::string document_folder(const DocumentView& document) {
    if (document.path().empty()) return {};
    return std::filesystem::absolute(std::filesystem::path(document.path())).parent_path().string();
}

}  // namespace muster::ui
