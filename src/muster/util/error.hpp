#pragma once
#include <stdexcept>
#include <string>

namespace muster {

/// The one exception type of the core: an operation that cannot be done, with a message
/// for the user. Problems inside a user's file are not thrown: they are collected in a Report.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace muster
