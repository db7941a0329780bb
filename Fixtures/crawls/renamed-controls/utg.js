var utg = 
{
  "app_main_activity": "com.example.notes.MainActivity",
  "app_package": "com.example.notes",
  "device_sdk_version": 29,
  "edges": [
    {
      "events": [
        {
          "event_id": 1,
          "event_str": "touch",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260104100000",
      "id": "s20260104100000-->s20260104100010",
      "to": "s20260104100010"
    },
    {
      "events": [
        {
          "event_id": 2,
          "event_str": "touch",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260104100010",
      "id": "s20260104100010-->s20260104100020",
      "to": "s20260104100020"
    },
    {
      "events": [
        {
          "event_id": 3,
          "event_str": "touch",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260104100000",
      "id": "s20260104100000-->s20260104100030",
      "to": "s20260104100030"
    }
  ],
  "nodes": [
    {
      "activity": ".MainActivity",
      "id": "s20260104100000",
      "image": "states/screen_2026-01-04_100000.jpg",
      "package": "com.example.notes",
      "state_str": "s20260104100000",
      "structure_str": "c.MainActivity"
    },
    {
      "activity": ".ListActivity",
      "id": "s20260104100010",
      "image": "states/screen_2026-01-04_100010.jpg",
      "package": "com.example.notes",
      "state_str": "s20260104100010",
      "structure_str": "c.ListActivity"
    },
    {
      "activity": ".DetailActivity",
      "id": "s20260104100020",
      "image": "states/screen_2026-01-04_100020.jpg",
      "package": "com.example.notes",
      "state_str": "s20260104100020",
      "structure_str": "c.DetailActivity"
    },
    {
      "activity": ".SettingsActivity",
      "id": "s20260104100030",
      "image": "states/screen_2026-01-04_100030.jpg",
      "package": "com.example.notes",
      "state_str": "s20260104100030",
      "structure_str": "c.SettingsActivity"
    }
  ],
  "num_edges": 3,
  "num_nodes": 4
};
