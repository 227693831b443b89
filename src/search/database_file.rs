//! The file of a database of positions' values, one byte a position, as both endgame
//! databases keep theirs: the playing search's ([`super::endgames`], shipped with the site)
//! and the Kalah solver's ([`super::solve`], kept on disk between runs, as the solvers of
//! the literature keep theirs).
//!
//! The file is lines of text, then the values:
//!
//! ```text
//! mancala endgames 1          the format and its version
//! rules awari                 what the values are of: `name value` lines, the
//! seeds 8                     database's own
//! positions 1056210           how many values follow
//! adler32 5a1b2c3d            their Adler-32 checksum (RFC 1950)
//!                             an empty line
//! ...                         one byte a position
//! ```
//!
//! [`read`] checks the format, the count and the checksum, and gives the fields back for
//! the database to check against what it was asked for; every refusal says why.

use std::ops::Range;

/// The file of `values` in the format `format` (its first line), with the `fields` that
/// say what they are of; the count and the checksum are added.
pub fn write(format: &str, fields: &[(&str, String)], values: &[u8]) -> Vec<u8> {
    let mut text = format!("{format}\n");
    for (name, value) in fields {
        text.push_str(&format!("{name} {value}\n"));
    }
    text.push_str(&format!(
        "positions {}\nadler32 {:08x}\n\n",
        values.len(),
        adler2::adler32_slice(values)
    ));
    let mut bytes = Vec::with_capacity(text.len() + values.len());
    bytes.extend_from_slice(text.as_bytes());
    bytes.extend_from_slice(values);
    bytes
}

/// A file [`read`] has checked: its fields, and where its values are.
pub struct Checked<'a> {
    /// The `name value` lines before the count.
    fields: &'a str,
    /// The values' bytes within the file.
    pub values: Range<usize>,
}

impl Checked<'_> {
    /// The value of the field `name`, or why there is none.
    pub fn field(&self, name: &str) -> Result<&str, String> {
        self.fields
            .lines()
            .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
            .ok_or(format!("its header has no `{name}`"))
    }

    /// The fields as the header writes them, joined by commas (for messages).
    pub fn fields_text(&self) -> String {
        self.fields.lines().collect::<Vec<_>>().join(", ")
    }
}

/// The fields and values of a file of the format `format`, or why it is not one, is cut
/// short or is damaged.
pub fn read<'a>(format: &str, bytes: &'a [u8]) -> Result<Checked<'a>, String> {
    let Some(after_format) = bytes
        .strip_prefix(format.as_bytes())
        .and_then(|rest| rest.strip_prefix(b"\n"))
    else {
        return Err(format!("it does not start with `{format}`"));
    };
    let end = after_format
        .windows(2)
        .position(|w| w == b"\n\n")
        .ok_or("its header has no end")?;
    let header = std::str::from_utf8(&after_format[..end]).map_err(|_| "its header is not text")?;
    // The last two lines are the count and the checksum; the lines before, the fields.
    let (rest, checksum_line) = header.rsplit_once('\n').unwrap_or(("", header));
    let (fields, count_line) = rest.rsplit_once('\n').unwrap_or(("", rest));
    let (Some(count), Some(checksum)) = (
        count_line.strip_prefix("positions "),
        checksum_line.strip_prefix("adler32 "),
    ) else {
        return Err("its header does not end with `positions` and `adler32`".into());
    };
    let positions: usize = count
        .parse()
        .map_err(|_| format!("its count of positions is not a number: `{count}`"))?;
    let checksum = u32::from_str_radix(checksum, 16)
        .map_err(|_| format!("its checksum is not hexadecimal: `{checksum}`"))?;
    let values = bytes.len() - after_format.len() + end + 2..bytes.len();
    if values.len() != positions {
        return Err(format!(
            "it is damaged: {} positions where it says {positions}",
            values.len()
        ));
    }
    if adler2::adler32_slice(&bytes[values.clone()]) != checksum {
        return Err("it is damaged: its checksum does not match".into());
    }
    Ok(Checked { fields, values })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_reads_back_its_fields_and_values() {
        let bytes = write(
            "test 1",
            &[("rules", "awari".into()), ("seeds", "2".into())],
            &[1, 2, 255],
        );
        assert!(bytes.starts_with(b"test 1\nrules awari\nseeds 2\npositions 3\nadler32 "));
        let Ok(file) = read("test 1", &bytes) else {
            panic!("refused")
        };
        assert_eq!(&bytes[file.values.clone()], &[1, 2, 255]);
        assert_eq!(file.field("seeds"), Ok("2"));
        assert!(file.field("houses").err().unwrap().contains("no `houses`"));
        assert_eq!(file.field("rules"), Ok("awari"));
        assert_eq!(file.fields_text(), "rules awari, seeds 2");
        assert!(read("test 1", &write("test 1", &[], &[])).is_ok());
    }

    #[test]
    fn another_format_a_file_cut_short_or_damaged_is_refused_with_the_reason() {
        let bytes = write("test 1", &[("seeds", "2".into())], &[1, 2, 3]);
        let refusal = |bytes: &[u8]| read("test 1", bytes).err().unwrap();
        assert!(read("test 2", &bytes)
            .err()
            .unwrap()
            .contains("does not start with `test 2`"));
        assert!(refusal(b"").contains("does not start with"));
        assert!(refusal(b"test 1\nseeds 2\n").contains("no end"));
        assert!(refusal(&bytes[..bytes.len() - 1]).contains("2 positions where it says 3"));
        let mut changed = bytes.clone();
        *changed.last_mut().unwrap() ^= 1;
        assert!(refusal(&changed).contains("checksum"));
        let text = String::from_utf8_lossy(&bytes).replace("positions 3", "positions x");
        assert!(refusal(text.as_bytes()).contains("not a number"));
        assert!(refusal(b"test 1\nseeds 2\n\n").contains("does not end with"));
    }
}
