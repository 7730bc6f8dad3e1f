#pragma once
// A bottom-layer header that reaches up to the roster: the layer check must refuse it.
#include "muster/roster/roster.hpp"
