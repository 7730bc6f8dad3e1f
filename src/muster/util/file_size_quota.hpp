#pragma once

namespace muster {

/// Past a file-size quota (ulimit -f) the kernel kills a writer with SIGXFSZ, mid-write and
/// without a word. With it ignored, the write fails with EFBIG instead, which every writer
/// reports like a full disk ("file too large"), leaving the previous file whole. Both programs
/// (muster-cli and the window) call this first.
void survive_file_size_quota();

}  // namespace muster
