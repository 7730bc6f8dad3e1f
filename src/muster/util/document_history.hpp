#pragma once
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace muster {

/// Undo and redo for a small document by snapshots: every edit keeps the document as it was.
/// An edit that throws leaves the document and the history untouched. Consecutive edits with the
/// same non-empty merge key (the clicks of one spin box) make a single undo step.
template <typename Document>
class DocumentHistory {
public:
    explicit DocumentHistory(Document initial) : current_(initial), saved_(std::move(initial)) {}

    /// The document as it stands.
    const Document& current() const { return current_; }
    /// Applies an edit to a copy; on success the copy becomes current and the old one undoable.
    /// With the merge key of the edit just before it, it joins that edit's undo step.
    void apply(const std::string& label, const std::function<void(Document&)>& edit, const std::string& merge_key = {}) {
        Document next = current_;
        edit(next);
        const bool merge = !merge_key.empty() && merge_key == last_merge_key_ && !undo_.empty();
        if (merge) undo_.back().first = label;  // the step keeps the document from before the first edit
        else undo_.emplace_back(label, std::move(current_));
        current_ = std::move(next);
        redo_.clear();
        last_merge_key_ = merge_key;
    }
    /// True when there is an edit to undo / redo.
    bool can_undo() const { return !undo_.empty(); }
    bool can_redo() const { return !redo_.empty(); }
    /// The name of the edit that undo / redo would act on.
    std::string undo_label() const { return undo_.empty() ? std::string() : undo_.back().first; }
    std::string redo_label() const { return redo_.empty() ? std::string() : redo_.back().first; }
    /// Goes back one edit.
    void undo() {
        last_merge_key_.clear();
        if (undo_.empty()) return;
        redo_.emplace_back(undo_.back().first, std::move(current_));
        current_ = std::move(undo_.back().second);
        undo_.pop_back();
    }
    /// Goes forward one edit.
    void redo() {
        last_merge_key_.clear();
        if (redo_.empty()) return;
        undo_.emplace_back(redo_.back().first, std::move(current_));
        current_ = std::move(redo_.back().second);
        redo_.pop_back();
    }
    /// True when the document differs from the one last saved or opened.
    bool dirty() const { return !(current_ == saved_); }
    /// Remembers the current document as saved.
    void mark_saved() { saved_ = current_; }
    /// Starts over with another document (opened or new): no history, not dirty.
    void reset(Document document) {
        current_ = document;
        saved_ = std::move(document);
        undo_.clear();
        redo_.clear();
        last_merge_key_.clear();
    }

private:
    Document current_;
    Document saved_;
    std::vector<std::pair<std::string, Document>> undo_;
    std::vector<std::pair<std::string, Document>> redo_;
    std::string last_merge_key_;  ///< the merge key of the last edit applied, while it can still merge
};

}  // namespace muster
