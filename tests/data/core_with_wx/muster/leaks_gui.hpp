#include <string>
#include <wx/string.h>
